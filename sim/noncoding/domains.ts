/**
 * The five non-coding domains of the simulated release and their 40 cases (8 each).
 * INVENTED: the paper (Appendix G) publishes only "five domains, 40 cases"; the domain names,
 * case titles and prompts below are ours. `keywords` steer which professional-writing rules a
 * case draws (a rule whose summary mentions one of them is preferred), because a rule about
 * citations suits a legal memo better than a product tagline.
 * Rule summaries in the library often name the document they govern ("... in policy briefs");
 * `documentTypes` lists the ones that fit a domain, so that cases prefer those rules and avoid
 * rules written for a different kind of document.
 * `longContext` marks domains whose prompts attach long source documents: only such cases can
 * produce the "empty long-context network shell" invalid attempts.
 */

export interface NoncodingDomain {
  /** Stable domain label written to `noncoding_cases.domain`. */
  domain: string;
  longContext: boolean;
  /** Document types (as rule summaries name them, e.g. "in policy briefs") that fit this domain. */
  documentTypes: readonly string[];
  keywords: readonly string[];
  cases: readonly { title: string; prompt: string }[];
}

export const NONCODING_DOMAINS: readonly NoncodingDomain[] = [
  {
    domain: 'Legal memo',
    longContext: true,
    documentTypes: ['internal memos', 'reports', 'status reports'],
    keywords: ['citation', 'cite', 'source', 'formal', 'defin', 'term', 'heading', 'section', 'hedg', 'passive', 'date'],
    cases: [
      { title: 'Enforceability of a non-compete clause after relocation', prompt: 'Our client, a product designer, signed a two-year non-compete with a Berlin agency and now wants to join a competitor in Lisbon. Using the attached employment contract and the three court summaries, write an internal memo to the supervising partner assessing whether the clause is likely enforceable and what the client should do next.' },
      { title: 'Data processing agreement gaps for a SaaS vendor', prompt: 'Review the attached data processing agreement between a hospital group and its scheduling-software vendor. Write a memo for the general counsel identifying clauses that fall short of GDPR Article 28 and recommending concrete amendments, in order of risk.' },
      { title: 'Liability for a late software delivery', prompt: 'A logistics firm received its warehouse management system four months late; the contract has a liquidated-damages clause capped at 10% of fees. Using the attached contract excerpts and email chain, write a memo on the client\'s options and the likely recoverable amount.' },
      { title: 'Trademark conflict over a coffee brand name', prompt: 'Our client plans to launch a coffee brand called "Northfield Roast" and found an existing registration for "Northfields" in class 30. Write a memo assessing the risk of opposition or infringement and recommending whether to proceed, rename or seek coexistence.' },
      { title: 'Tenant rights after a building sale', prompt: 'The attached lease and sale notice concern a small bakery whose building was sold. Write a memo explaining whether the new owner is bound by the lease, what notice periods apply, and what the bakery should request in writing.' },
      { title: 'Open-source licence obligations in a shipped product', prompt: 'A client ships firmware that statically links two GPL-2.0 libraries and one MIT library. Using the attached dependency report, write a memo on their disclosure obligations, the risk of non-compliance, and a remediation plan.' },
      { title: 'Employee monitoring policy review', prompt: 'The client wants to log keystrokes on company laptops to detect data exfiltration. Write a memo assessing the proposal under employment and privacy law, the works-council consultation it requires, and a less intrusive alternative.' },
      { title: 'Force majeure claim for a cancelled trade fair', prompt: 'An exhibitor paid 48,000 EUR for a stand at a trade fair cancelled after a regional flood. Using the attached exhibitor terms, write a memo on whether the organiser can keep the fee under its force majeure clause and how to frame a refund demand.' },
    ],
  },
  {
    domain: 'Customer support',
    longContext: false,
    documentTypes: ['client emails', 'incident summaries'],
    keywords: ['tone', 'apolog', 'greeting', 'name', 'plain', 'jargon', 'next step', 'sentence', 'reader', 'second person', 'promise', 'sign'],
    cases: [
      { title: 'Refund request for a double-charged subscription', prompt: 'A customer writes that their annual plan was charged twice this month and they are "done with this company". Draft the reply from the billing support team, explaining what happened and what we will do.' },
      { title: 'Delayed replacement part for a dishwasher', prompt: 'A customer has waited three weeks for a replacement pump that was promised in five days; the supplier now says two more weeks. Write the support reply, including what we can offer in the meantime.' },
      { title: 'Account locked after password reset', prompt: 'A small-business owner is locked out after three failed resets and has payroll due tomorrow. Write the support reply that gets them back in safely without weakening account security.' },
      { title: 'Data export request before cancelling', prompt: 'A customer wants all their invoices and project files exported before cancelling. Write the reply explaining what can be exported, in which formats, how long it takes, and what happens to the data after cancellation.' },
      { title: 'Complaint about a rude delivery driver', prompt: 'A customer reports that a delivery driver was rude and left a parcel in the rain. Write the reply acknowledging the complaint, explaining what happens next, and offering a remedy.' },
      { title: 'Feature request that will not be built', prompt: 'A long-time customer asks for offline mode in the mobile app; the product team has decided not to build it this year. Write a reply that is honest about the decision and suggests workarounds.' },
      { title: 'Warranty claim outside the warranty period', prompt: 'A customer\'s espresso machine failed 14 months after purchase; the warranty is 12 months, but the fault is a known boiler defect. Write the reply explaining the goodwill repair we offer and its conditions.' },
      { title: 'Incorrect tax on an invoice', prompt: 'A business customer in Austria was charged German VAT instead of being reverse-charged. Write the reply explaining the correction, the credit note, and what they need to send us.' },
    ],
  },
  {
    domain: 'Scientific abstract',
    longContext: true,
    documentTypes: ['reports', 'grant applications', 'project proposals'],
    keywords: ['abstract', 'word', 'number', 'unit', 'acronym', 'abbreviat', 'passive', 'claim', 'hedg', 'result', 'method', 'first person'],
    cases: [
      { title: 'Abstract for a sleep and memory consolidation study', prompt: 'Write the abstract for the attached manuscript: a randomised crossover study (n = 42) of how a 90-minute afternoon nap affects next-day recall of word pairs, with polysomnography and spindle-density analysis.' },
      { title: 'Abstract for a battery degradation model', prompt: 'Write the abstract for the attached paper proposing a physics-informed neural network that predicts lithium-ion capacity fade from the first 50 charge cycles, validated on three public datasets.' },
      { title: 'Abstract for a soil microbiome field trial', prompt: 'Write the abstract for the attached field trial comparing cover-crop mixtures and their effect on soil fungal diversity and maize yield over three growing seasons at two sites.' },
      { title: 'Abstract for a hospital readmission analysis', prompt: 'Write the abstract for the attached retrospective cohort study of 18,214 heart-failure discharges, estimating how a nurse-led telephone follow-up programme changed 30-day readmission.' },
      { title: 'Abstract for a survey on remote-work productivity', prompt: 'Write the abstract for the attached paper: a panel survey of 3,100 office workers over two years, relating hybrid-work schedules to self-reported and manager-rated productivity.' },
      { title: 'Abstract for an urban heat island measurement campaign', prompt: 'Write the abstract for the attached study that used 120 low-cost sensors over one summer to map night-time temperature differences across neighbourhoods with different tree cover.' },
      { title: 'Abstract for a protein stability benchmark', prompt: 'Write the abstract for the attached benchmark paper that compares seven protein stability predictors on a new set of 2,400 experimentally measured single-point mutations.' },
      { title: 'Abstract for a null result in language learning', prompt: 'Write the abstract for the attached preregistered experiment that found no effect of spaced-repetition reminders on vocabulary retention in adult learners (n = 610).' },
    ],
  },
  {
    domain: 'Marketing copy',
    longContext: false,
    documentTypes: ['press releases', 'cover letters', 'client emails'],
    keywords: ['tone', 'claim', 'superlative', 'brand', 'call to action', 'headline', 'word', 'exclamation', 'audience', 'benefit', 'length'],
    cases: [
      { title: 'Launch email for a budgeting app', prompt: 'Write the launch email for "Tally", a budgeting app for couples that splits shared expenses automatically. Audience: existing newsletter subscribers of our personal-finance blog.' },
      { title: 'Landing page hero for a bike repair subscription', prompt: 'Write the hero section (headline, subheadline, two short paragraphs) for a monthly bike-maintenance subscription in Copenhagen that picks the bike up from the customer\'s door.' },
      { title: 'Product description for a recycled wool sweater', prompt: 'Write the web-shop product description for a sweater knitted from 70% recycled wool and 30% organic cotton, made in Portugal, available in four colours.' },
      { title: 'Webinar invitation for a B2B analytics tool', prompt: 'Write the invitation for a 45-minute webinar showing operations managers how to forecast inventory with our analytics tool, including the agenda and speaker line.' },
      { title: 'App store listing for a meditation app', prompt: 'Write the app store description for a meditation app with 10-minute guided sessions, offline downloads, and a sleep-story library. Keep it within store guidelines on health claims.' },
      { title: 'Seasonal promotion for an independent bookshop', prompt: 'Write the copy for a winter promotion at an independent bookshop: 15% off gift wrapping bundles, a reading night on 12 December, and a staff-picks table.' },
      { title: 'Case-study blurb for a logistics client', prompt: 'Write a 150-word case-study blurb about how a regional courier cut failed deliveries by 18% after adopting our route-planning software, based on the attached interview notes.' },
      { title: 'Social post series for a museum exhibition', prompt: 'Write three short social-media posts announcing a museum exhibition on 1970s Scandinavian textile design, one for the opening, one for a curator talk, and one for the final week.' },
    ],
  },
  {
    domain: 'Policy brief',
    longContext: true,
    documentTypes: ['policy briefs', 'board updates', 'reports'],
    keywords: ['recommend', 'summary', 'evidence', 'source', 'cite', 'heading', 'bullet', 'plain', 'reader', 'number', 'option', 'section'],
    cases: [
      { title: 'Brief on congestion charging for a mid-size city', prompt: 'Using the attached traffic counts and two evaluation reports from other cities, write a policy brief for the city council on whether to introduce a congestion charge, with options and expected effects.' },
      { title: 'Brief on school meal programmes', prompt: 'Write a policy brief for the regional education ministry on expanding free school meals to all primary pupils, drawing on the attached cost model and three international evaluations.' },
      { title: 'Brief on heat-pump subsidies', prompt: 'Write a policy brief for the energy ministry assessing whether the current heat-pump subsidy reaches low-income households, using the attached uptake statistics by income decile.' },
      { title: 'Brief on short-term rental regulation', prompt: 'Write a policy brief for a tourism-heavy municipality comparing three ways to regulate short-term rentals (registration, night caps, zoning), using the attached housing-market data.' },
      { title: 'Brief on AI use in benefit eligibility decisions', prompt: 'Write a policy brief for the social-affairs committee on safeguards for using automated risk scores in benefit eligibility, drawing on the attached audit of a pilot and two court rulings.' },
      { title: 'Brief on rural broadband rollout', prompt: 'Write a policy brief for the infrastructure agency on prioritising rural broadband funding, using the attached coverage maps and the cost-per-household estimates.' },
      { title: 'Brief on reducing hospital waiting lists', prompt: 'Write a policy brief for the health ministry on three measures to reduce elective-surgery waiting lists, using the attached waiting-time statistics and workforce projections.' },
      { title: 'Brief on urban tree planting targets', prompt: 'Write a policy brief for the environment department on setting neighbourhood-level tree canopy targets, using the attached heat-exposure maps and maintenance cost data.' },
    ],
  },
];

/** Every document type the library's writing rules are known to name; a rule naming one outside a domain's list is avoided there. */
export const KNOWN_DOCUMENT_TYPES = [
  'policy briefs', 'cover letters', 'board updates', 'meeting minutes', 'status reports', 'reports', 'client emails', 'internal memos',
  'project proposals', 'press releases', 'incident summaries', 'grant applications',
] as const;
