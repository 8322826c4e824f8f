// The family each of a realm language's three font files is declared under. A realm's family
// names may repeat across its slots (Inter 400 for body text and Inter 600 for labels), and two
// faces with one family name and the same descriptors replace each other: the last one declared
// would draw both. Each slot's file gets a family of its own, per language (a language switch
// declares the new language's files beside the old), and the theme names it first, the realm's
// own family name after it.
import type { RealmLanguage } from '../../contracts/realm.ts';

export type FontSlot = 'primary' | 'secondary' | 'tertiary';

export function slotFamily(language: Pick<RealmLanguage, 'language'>, slot: FontSlot): string {
  return `realm-${slot}-${language.language}`;
}

/** The local face declared to stand in for the slot's file while it loads (fonts.ts). */
export function fallbackFamily(language: Pick<RealmLanguage, 'language'>, slot: FontSlot): string {
  return `${slotFamily(language, slot)}-fallback`;
}

/** The second stand-in, drawn with Roboto, for devices without Arial's names (Android). */
export function robotoFallbackFamily(language: Pick<RealmLanguage, 'language'>, slot: FontSlot): string {
  return `${fallbackFamily(language, slot)}-roboto`;
}

/**
 * A slot's file draws every weight the theme asks of it as it is: without a range the face is
 * normal weight, and bold text would be thickened artificially on top of a 600 or 700 file.
 */
export const SLOT_WEIGHTS = '100 900';
