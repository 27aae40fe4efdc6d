/**
 * @holostream/features/pricing: the plans page (docs/product.md §2 Pricing, §3 Plan and Subscription) and the
 * pure button logic behind it.
 *
 *   const { isAuthenticated } = useAuth();
 *   <PricingPage signedIn={isAuthenticated} />
 */
export { PricingPage, type PricingPageProps } from './components/pricing-page';
export {
  FREE_TIER_ID,
  isEnterprise,
  planAction,
  planKey,
  SPECIAL_CHECKOUT_PLAN_ID,
  type PlanAction,
  type PlanActionInput,
} from './model/plan-action';
export {
  formatMonthlyPrice,
  isLackingFeature,
  planFeatureLines,
  planTexts,
  type PlanFeatureLine,
  type PricingT,
} from '../plans';
export { fetchPlans, plansQueryOptions, usePlans } from '../shared/api/plans';
