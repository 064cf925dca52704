/** Saudi VAT, 15 % since 1 Jul 2020 (R1). Every engine figure is stored VAT-excluded and VAT is one line. */
export const VAT_RATE = 0.15;
