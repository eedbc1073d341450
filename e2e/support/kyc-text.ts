/**
 * The identity flow's words the tests read and expect, copied from the app's catalogues
 * (apps/web/src/lib/i18n/kyc-flow.*.ts, kyc-status.*.ts, trading.*.ts): literals, as text.ts
 * explains. Long questions are matched by their opening words.
 */
export interface FlowWords {
  start: string;
  continue: string;
  back: string;
  steps: {
    identity: string;
    address: string;
    employment: string;
    tax: string;
    document: string;
    declarations: string;
    questionnaire: string;
    review: string;
  };
  fields: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    street: string;
    city: string;
    province: string;
    postalCode: string;
    phone: string;
    occupation: string;
    employer: string;
    sin: string;
    idType: string;
    idNumber: string;
    idExpiry: string;
    issuingProvince: string;
    front: string;
    back: string;
    selfie: string;
  };
  driversLicence: string;
  ontario: string;
  uploaded: (name: string) => string;
  yes: string;
  no: string;
  questions: {
    politicallyExposed: RegExp;
    headOfOrganization: RegExp;
    familyOrAssociate: RegExp;
    thirdParty: RegExp;
    netIncome: string;
    financialAssets: RegExp;
    netAssets: RegExp;
    cryptoExperience: string;
    understandsVolatility: RegExp;
    canAffordLoss: RegExp;
  };
  answers: { income: string; financial: string; net: string; experience: RegExp };
  riskAcknowledge: string;
  reviewSin: string;
  submit: string;
  passedTitle: string;
  reviewingTitle: string;
  pepReason: string;
}

export const flowEn: FlowWords = {
  start: 'Start verification',
  continue: 'Save and continue',
  back: 'Back',
  steps: {
    identity: 'Name and date of birth',
    address: 'Address and phone',
    employment: 'Employment',
    tax: 'Social Insurance Number',
    document: 'Photo ID',
    declarations: 'Declarations',
    questionnaire: 'Questionnaire',
    review: 'Review and submit',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    street: 'Street address',
    city: 'City',
    province: 'Province or territory',
    postalCode: 'Postal code',
    phone: 'Phone number',
    occupation: 'Occupation',
    employer: 'Employer',
    sin: 'Social Insurance Number',
    idType: 'Type of photo ID',
    idNumber: 'ID number',
    idExpiry: 'Expiry date',
    issuingProvince: 'Issuing province or territory',
    front: 'Front of the ID',
    back: 'Back of the ID',
    selfie: 'A selfie',
  },
  driversLicence: "Driver's licence",
  ontario: 'Ontario',
  uploaded: (name) => `${name} is uploaded.`,
  yes: 'Yes',
  no: 'No',
  questions: {
    politicallyExposed: /^Are you a politically exposed person/,
    headOfOrganization: /^Are you the head of an international organisation/,
    familyOrAssociate: /^Are you a family member or a close associate/,
    thirdParty: /^Will anyone other than you direct or benefit/,
    netIncome: 'Your yearly income before tax',
    financialAssets: /^Your financial assets/,
    netAssets: /^Your net assets/,
    cryptoExperience: 'Your experience with crypto assets',
    understandsVolatility: /^Do you understand that crypto-asset prices/,
    canAffordLoss: /^Could you afford to lose/,
  },
  answers: {
    income: '$75,000 to $200,000',
    financial: 'Up to $1,000,000',
    net: 'Under $400,000',
    experience: /^Some:/,
  },
  riskAcknowledge: 'I have read the risk statement and I understand the risks of crypto assets.',
  reviewSin: 'SIN',
  submit: 'Submit for verification',
  passedTitle: "You're verified",
  reviewingTitle: 'Your verification is under review',
  pepReason:
    'Your answers about politically exposed persons and international organisations need a review by our team.',
};

export const flowFr: FlowWords = {
  start: 'Commencer la vérification',
  continue: 'Enregistrer et continuer',
  back: 'Retour',
  steps: {
    identity: 'Nom et date de naissance',
    address: 'Adresse et téléphone',
    employment: 'Emploi',
    tax: "Numéro d'assurance sociale",
    document: "Pièce d'identité avec photo",
    declarations: 'Déclarations',
    questionnaire: 'Questionnaire',
    review: 'Vérifier et soumettre',
  },
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    dateOfBirth: 'Date de naissance',
    street: 'Adresse municipale',
    city: 'Ville',
    province: 'Province ou territoire',
    postalCode: 'Code postal',
    phone: 'Numéro de téléphone',
    occupation: 'Profession',
    employer: 'Employeur',
    sin: "Numéro d'assurance sociale",
    idType: "Type de pièce d'identité avec photo",
    idNumber: 'Numéro de la pièce',
    idExpiry: "Date d'expiration",
    issuingProvince: 'Province ou territoire de délivrance',
    front: 'Recto de la pièce',
    back: 'Verso de la pièce',
    selfie: 'Un égoportrait',
  },
  driversLicence: 'Permis de conduire',
  ontario: 'Ontario',
  uploaded: (name) => `${name} est téléversé.`,
  yes: 'Oui',
  no: 'Non',
  questions: {
    politicallyExposed: /^Êtes-vous une personne politiquement exposée/,
    headOfOrganization: /^Êtes-vous le dirigeant d'une organisation internationale/,
    familyOrAssociate: /^Êtes-vous un membre de la famille ou un proche associé/,
    thirdParty: /^Une autre personne que vous dirigera-t-elle ce compte/,
    netIncome: 'Votre revenu annuel avant impôt',
    financialAssets: /^Vos actifs financiers/,
    netAssets: /^Votre actif net/,
    cryptoExperience: 'Votre expérience des cryptoactifs',
    understandsVolatility: /^Comprenez-vous que le prix des cryptoactifs/,
    canAffordLoss: /^Pourriez-vous vous permettre de perdre/,
  },
  answers: {
    income: 'De 75 000 $ à 200 000 $',
    financial: "Jusqu'à 1 000 000 $",
    net: 'Moins de 400 000 $',
    experience: /^Un peu :/,
  },
  riskAcknowledge:
    "J'ai lu la déclaration des risques et je comprends les risques des cryptoactifs.",
  reviewSin: 'NAS',
  submit: 'Soumettre pour vérification',
  passedTitle: 'Votre identité est vérifiée',
  reviewingTitle: 'Votre vérification est en cours d’examen',
  pepReason:
    'Vos réponses sur les personnes politiquement exposées et les organisations internationales doivent être examinées par notre équipe.',
};

/** Elsewhere in the customer's app (dashboard checklist, exchange). */
export const customerWords = {
  checklist: 'Getting started',
  verifyIdentity: 'Verify your identity',
  verifyNow: 'Verify now',
  done: 'Done',
  unverified: 'Verify your identity before you trade.',
  verifyLink: 'Verify your identity',
  insufficientBalance:
    'This is more than you have available (funds still settling cannot be used yet). Enter a smaller amount, or choose Max.',
  verifiedMail: 'Your identity is verified',
} as const;

/** The back office's compliance review (apps/web/src/lib/i18n/admin.en-CA.ts). */
export const reviewWords = {
  nav: 'Compliance review',
  queueCaption: 'Verifications waiting for review',
  emptyQueue: 'Nothing to review.',
  detailHeading: 'Verification review',
  backToQueue: 'Back to the review queue',
  customerEmail: 'Customer e-mail',
  reveal: 'Reveal the SIN',
  revealReason: 'Why do you need to see it?',
  revealSubmit: 'Reveal',
  decisionReason: 'Reason',
  approve: 'Approve',
  confirmApprove: 'Approve this verification?',
  confirm: 'Confirm',
  recorded: 'The decision is recorded.',
  firstRecorded: 'Your approval is recorded. A colleague must approve it too.',
  /** What the second approver reads of the first approval, by whom. */
  firstApproval: (email: string) =>
    new RegExp(`^Approved first by ${email.replaceAll('.', '\\.')}`),
} as const;

/** French words around the flow (routes, validation, result). */
export const frenchWords = {
  title: "Vérification d'identité",
  errorSummary: 'Il y a un problème',
  badPostalCode: 'Entrez un code postal canadien, par exemple K1A 0B1.',
  englishPostalCode: 'Enter a Canadian postal code',
  passedBody: 'Merci. Votre identité est confirmée et votre compte est prêt.',
  toExchange: "Aller à l'échange",
} as const;

/** Limits and higher limits in /settings and the enhanced due diligence form. */
export const limitsWords = {
  settingsHeading: 'Settings',
  limitsTable: 'Your limits, in Canadian dollars',
  funding24h: 'CAD deposits and withdrawals, last 24 hours',
  funding7d: 'CAD deposits and withdrawals, last 7 days',
  eddRaised: 'Raised by enhanced due diligence',
  apply: 'Apply for higher limits',
  startApplication: 'Start the application',
  sourceOfFunds: 'Source of the funds you will use',
  sourceOfFundsDetails: 'Tell us more about the source of these funds',
  sourceOfWealth: 'Source of your overall wealth',
  sourceOfWealthDetails: 'Tell us more about the source of your wealth',
  employmentIncome: 'Employment income',
  savings: 'Savings',
  expectedVolume: 'How much do you expect to deposit or trade each month?',
  volume: '$10,000 to $50,000',
  supportingDocument: 'Supporting document',
  submit: 'Submit for review',
  underReview: 'Under review',
  approved: 'Approved',
} as const;
