/** Plan presentation shared by pricing and the account area. */
export { featureChanges, planFeatureLines, formatMonthlyPrice, type PlanFeatureLine } from './plan-features';
export { planTexts, isLackingFeature, type PricingT } from './plan-texts';
export { PlanFeatureList } from './plan-feature-list';
export { usePlanName } from './plan-name';
