import { en as contact } from '../../contact/i18n/en';

/** English copy of <ev-home> (with the contact section's); ar.ts must carry every key. */
export const en = {
  ...contact,
  home: {
    brand: 'Saudi Events',
    header: {
      navLabel: 'Main',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      switchTo: 'العربية',
      switchToLabel: 'Switch to Arabic',
    },
    nav: { hero: 'Home', about: 'About', services: 'Services', portfolio: 'Portfolio', contact: 'Contact' },
    hero: {
      eyebrow: 'Event management in Saudi Arabia since 2010',
      title: 'Events that honour your guests and your vision',
      description:
        'From intimate weddings in Riyadh to conferences for thousands in Jeddah, we plan, staff and run every detail: venue, hospitality, protocol, safety and the moment the lights go up.',
      cta: 'Plan your event with us',
      scroll: 'Scroll to learn about us',
    },
    about: {
      heading: 'About us',
      intro:
        'A Riyadh-based team of planners, producers and protocol officers who have delivered weddings, launches, national-day celebrations and summits across the Kingdom.',
      since: 'Since 2010',
      sinceDetail: 'Trusted by families, companies and government bodies for over fifteen years',
      teamAlt: 'Our team around the stage plan in a majlis, with a dallah, finjan cups and dates on the table',
      who: {
        title: 'Who we are',
        text: 'Saudi planners who know the customs, the venues and the suppliers in every major city, and who answer the phone on the night of your event.',
      },
      vision: {
        title: 'Our vision',
        text: 'To be the partner Saudi hosts think of first, raising event standards in step with the ambitions of Vision 2030.',
      },
      mission: {
        title: 'Our mission',
        text: 'To turn each brief into a safe, flawless and memorable occasion, on budget, with transparent quotes in riyals and one coordinator from start to finish.',
      },
    },
    services: {
      heading: 'Our services',
      intro: 'Six specialist teams under one roof, so nothing falls between suppliers.',
      entertainment: {
        title: 'Entertainment events',
        text: 'Concerts, family festivals and national-day shows with stage, sound, lighting and licensed performers.',
      },
      corporate: {
        title: 'Corporate events',
        text: 'Conferences, product launches and gala dinners with registration, translation booths and live streaming.',
      },
      protocol: {
        title: 'VIP protocol',
        text: 'Reception, seating and movement plans for royal guests, ministers and delegations, run by trained protocol officers.',
      },
      consultation: {
        title: 'Event consultation',
        text: 'Concept, budget and permit planning before you commit, with a clear timeline and an itemised estimate.',
      },
      crowd: {
        title: 'Crowd management',
        text: 'Entry flow, queuing, stewarding and segregated access for events of a few hundred to tens of thousands.',
      },
      health: {
        title: 'Health and safety',
        text: 'Risk assessments, licensed first-aid teams, fire-safety checks and civil-defence coordination on site.',
      },
    },
    process: {
      heading: 'How we work',
      intro: 'Four clear steps from the first conversation to the last guest leaving.',
      step: 'STEP {number}',
      consultation: {
        title: 'Consultation',
        text: 'We listen to your goals, guest list, dates and budget, and visit the venue with you.',
      },
      planning: {
        title: 'Planning',
        text: 'You receive a concept, a timeline and an itemised quote, and we secure permits and suppliers.',
      },
      coordination: {
        title: 'Coordination',
        text: 'One coordinator manages vendors, rehearsals, seating and protocol so you make decisions, not phone calls.',
      },
      execution: {
        title: 'Execution',
        text: 'Our crew runs the day on a minute-by-minute plan, from the first arrival to the final clean-up.',
      },
      closing: 'Excellence in every detail: that is the promise behind every event we run.',
    },
    portfolio: {
      heading: 'Portfolio',
      intro: 'A few of the events we have planned and run across the Kingdom, and the numbers behind them.',
      figures: { guests: 'Guests', days: 'Days', crew: 'Crew on the day' },
      wedding: {
        title: 'A royal-style wedding',
        text: 'A three-day celebration with separate halls for men and women, a kosha designed around Najdi motifs and a seated dinner.',
        alt: 'A wedding kosha under three flowered arches, lanterns overhead and tables laid for the guests',
      },
      conference: {
        title: 'A technology conference',
        text: 'Two days of keynotes and workshops on the Red Sea waterfront, with Arabic–English interpretation and a live stream.',
        alt: "A conference stage on Jeddah's waterfront, the Red Sea and the King Fahd fountain beyond the glass, and rows of delegates",
      },
      nationalDay: {
        title: 'A National Day festival',
        text: 'An open-air evening of folk performances, fireworks and family activities, with crowd management from gate to car park.',
        alt: 'Green and white fireworks over the Dammam corniche, a stage and a crowd waving green lights',
      },
      heritage: {
        title: 'A heritage dinner for a delegation',
        text: 'A desert dinner among the sandstone rocks for visiting dignitaries, with VIP protocol, traditional music and a private convoy.',
        alt: 'A long dinner table under lanterns among the sandstone of AlUla, Elephant Rock beyond, coffee poured from a dallah',
      },
    },
    promo: {
      badge: 'New: AI event planner',
      heading: 'Get an instant plan and cost estimate for your event',
      text: 'Tell our AI event generator about your occasion, city and guest count. In under a minute it prices four service tiers in riyals, suggests venues, checks seasonal demand and lists the permits you need.',
      points: {
        pricing: 'Four pricing tiers, VAT noted',
        venues: 'Venue ideas for your city',
        compliance: 'Saudi regulations and cultural notes',
      },
      launch: 'Launch the AI event generator',
    },
    footer: {
      tagline: 'Weddings, corporate events and national occasions across Saudi Arabia, planned and run since 2010.',
      linksTitle: 'Quick links',
      rights: '© {year} Saudi Events, Riyadh. All rights reserved.',
    },
  },
};

/** The shape every language of this widget has. */
export type HomeMessages = typeof en;
