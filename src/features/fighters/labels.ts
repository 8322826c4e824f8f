// Labels of the fighters screen: the menu item, the categories of spec §3, the rankings.
import type { FighterCategory } from '../../contracts/schedule.ts';
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const fightersLabels = {
  fighters: 'Fighters',
  fightersTitle: 'Rankings',
  fightersEmpty: 'No rankings yet.',
  fightersShowMore: 'Show more',
  fighterRank: 'Rank {{rank}}',
  fighterRecord: 'Record {{record}}',
  fighterCategoryMensPoundForPound: "Men's pound for pound",
  fighterCategoryWomensPoundForPound: "Women's pound for pound",
  fighterCategoryFlyweight: 'Flyweight',
  fighterCategoryBantamweight: 'Bantamweight',
  fighterCategoryFeatherweight: 'Featherweight',
  fighterCategoryLightweight: 'Lightweight',
  fighterCategoryWelterweight: 'Welterweight',
  fighterCategoryMiddleweight: 'Middleweight',
  fighterCategoryLightHeavyweight: 'Light heavyweight',
  fighterCategoryHeavyweight: 'Heavyweight',
  fighterCategoryWomensStrawweight: "Women's strawweight",
  fighterCategoryWomensFlyweight: "Women's flyweight",
  fighterCategoryWomensBantamweight: "Women's bantamweight",
  fighterCategoryWomensFeatherweight: "Women's featherweight",
} as const satisfies LabelDeclarations;

/** The label of each category of contracts/schedule.ts. */
export const FIGHTER_CATEGORY_LABEL = {
  'mens-pound-for-pound': 'fighterCategoryMensPoundForPound',
  'womens-pound-for-pound': 'fighterCategoryWomensPoundForPound',
  flyweight: 'fighterCategoryFlyweight',
  bantamweight: 'fighterCategoryBantamweight',
  featherweight: 'fighterCategoryFeatherweight',
  lightweight: 'fighterCategoryLightweight',
  welterweight: 'fighterCategoryWelterweight',
  middleweight: 'fighterCategoryMiddleweight',
  'light-heavyweight': 'fighterCategoryLightHeavyweight',
  heavyweight: 'fighterCategoryHeavyweight',
  'womens-strawweight': 'fighterCategoryWomensStrawweight',
  'womens-flyweight': 'fighterCategoryWomensFlyweight',
  'womens-bantamweight': 'fighterCategoryWomensBantamweight',
  'womens-featherweight': 'fighterCategoryWomensFeatherweight',
} as const satisfies Record<FighterCategory, keyof typeof fightersLabels>;
