/** /space: the user's decks (personal space). */
export { PersonalSpacePage as default } from '../features/personal-space';
