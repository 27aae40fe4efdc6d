/** Plan presentation shared by pricing and the account area (spec §2 Pricing, §3 Plan). */
export { planKey, isEnterprise } from './plan-key';
export { planFeatureLines, formatMonthlyPrice, type PlanFeatureLine } from './plan-features';
export { planTexts, isLackingFeature, type PricingT } from './plan-texts';
export { PlanFeatureList, type PlanFeatureListProps } from './plan-feature-list';
export { usePlanName } from './plan-name';
