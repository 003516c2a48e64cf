import type { LeadValidationTranslation } from '#app/domain/leads/texts/lead-validation';

export const leadValidationFrench: LeadValidationTranslation = {
  nameRequired: 'Le nom complet est obligatoire',
  nameTooLong: 'Le nom complet ne doit pas dépasser 200 caractères',
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailTooLong: 'L’adresse e-mail est trop longue',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  phoneTooLong: 'Le téléphone ne doit pas dépasser 50 caractères',
  phoneCharacters: 'Le téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) - .',
  messageRequired: 'Le message est obligatoire',
  messageTooLong: 'Le message ne doit pas dépasser 5\u202f000 caractères',
  reload: 'Veuillez recharger la page et réessayer',
};
