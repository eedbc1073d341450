import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of preferences.en-CA.ts, typed against the English catalogue. */
export const preferencesFrCA: Pick<Catalogue, 'preferences'> = {
  preferences: {
    appearance: {
      title: 'Apparence',
      description: 'Conservée dans ce navigateur et appliquée immédiatement.',
      theme: 'Thème',
      light: 'Clair',
      dark: 'Sombre',
    },
    server: {
      title: 'Langue du compte',
      description: 'Conservés avec votre compte, sur tous vos appareils.',
    },
    language: {
      legend: 'Langue',
      hint: 'La langue de tous les courriels que nous vous envoyons. À l’enregistrement, cette application passe aussi à cette langue.',
    },
    notifications: {
      title: 'Notifications',
      description:
        'Opérations, dépôts, retraits, alertes de prix, relevés et nouvelles : dans l’application, par courriel ou par notification push.',
      link: 'Choisir ce que nous vous signalons, et comment',
    },
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Vos préférences sont enregistrées.',
    loadFailed: 'Nous n’avons pas pu charger vos préférences.',
  },
};
