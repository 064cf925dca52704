import { describe, expect, it } from 'vitest';
import { companyFacts, DEFAULT_COMPANY_FACTS } from '../../src/saudi/company-facts';

describe('companyFacts', () => {
  it('starts from the defaults, which serve every city including AlUla and NEOM', () => {
    expect(companyFacts()).toEqual(DEFAULT_COMPANY_FACTS);
    expect(DEFAULT_COMPANY_FACTS.cities).toEqual(expect.arrayContaining(['AlUla', 'NEOM']));
  });

  it('lays each configuration over the one before, skipping blanks', () => {
    const server = { phone: '+966 12 000 0000', whatsapp: '+966 55 000 0000', email: 'team@events.example' };
    const page = { phone: '+966 13 111 1111', whatsapp: ' ', email: undefined };
    expect(companyFacts(server, page)).toMatchObject({
      phone: '+966 13 111 1111',
      whatsapp: '+966 55 000 0000',
      email: 'team@events.example',
      followUpHours: 24,
    });
  });
});

describe('companyFacts cities', () => {
  it('takes the cities a layer configures, once each, and keeps the defaults for an empty list', () => {
    expect(companyFacts({ cities: ['Riyadh', 'AlUla', 'Riyadh'] }).cities).toEqual(['Riyadh', 'AlUla']);
    expect(companyFacts({ cities: [] }).cities).toEqual(DEFAULT_COMPANY_FACTS.cities);
  });
});
