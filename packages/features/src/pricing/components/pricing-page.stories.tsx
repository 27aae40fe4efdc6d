import { PLAN_IDS } from '@holostream/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { onPlan, withFeatureVariety, withSandboxUser } from '../testing/story-helpers';
import { Destination, JAPANESE, PHONE, sandbox } from '../../shared/testing/stories';
import { PricingPage } from './pricing-page';

/** What a person reads, per language: the plays assert the same things in English and Japanese. */
const copy = {
  en: {
    title: 'Plans and pricing',
    plansLabel: 'Plans',
    loading: 'Loading plans…',
    unavailable: 'Unable to load pricing plans',
    retry: 'Try again',
    plans: { free: 'Free', developer: 'Developer', pro: 'Pro', enterprise: 'Enterprise' },
    prices: { free: '$0', developer: '$19', pro: '$49' },
    perMonth: '/ month',
    inquire: 'Inquire',
    currentPlan: 'Current plan',
    getStarted: 'Get started',
    upgrade: (name: string) => `Upgrade to ${name}`,
    switchTo: (name: string) => `Switch to ${name}`,
    contactSales: 'Contact sales',
    contactUs: 'Contact us',
    managePlan: 'Go to your account',
    choosePlan: 'Choose a plan to continue to checkout.',
    tierUnknown: 'We couldn’t check your current plan',
    tryAgain: 'Try again',
    description: { pro: 'For professional creators.' },
    features: {
      oneMember: '1 team member',
      unlimitedTeam: 'Unlimited team size',
      adaptedTeam: 'Team size adapted to your organization',
      freeHours: '5 streaming hours per month',
      unlimitedHours: 'Unlimited streaming hours',
      lowPriority: 'Streaming priority: Low',
      highestPriority: 'Streaming priority: Highest',
      sd: 'Texture quality: SD',
      basic: 'Texture quality: Basic',
      fullHd: 'Texture quality: Full HD',
      tenThousandViewers: 'Up to 10,000 viewers per stream',
      privateNo: 'Private streams: no',
      privateYes: 'Private streams: yes',
      vpc: 'Exclusive (dedicated) VPC',
    },
  },
  ja: {
    title: '料金プラン',
    plansLabel: 'プラン一覧',
    loading: 'プランを読み込んでいます…',
    unavailable: '料金プランを読み込めませんでした',
    retry: '再読み込み',
    plans: { free: 'フリー', developer: 'デベロッパー', pro: 'プロ', enterprise: 'エンタープライズ' },
    prices: { free: '$0', developer: '$19', pro: '$49' },
    perMonth: '/ 月',
    inquire: '要お問い合わせ',
    currentPlan: 'ご利用中のプラン',
    getStarted: 'はじめる',
    upgrade: (name: string) => `${name}にアップグレード`,
    switchTo: (name: string) => `${name}に変更`,
    contactSales: '営業担当に問い合わせる',
    contactUs: 'お問い合わせ',
    managePlan: 'アカウントへ',
    choosePlan: '購入手続きに進むには、プランを選んでください。',
    tierUnknown: '現在のプランを確認できませんでした',
    tryAgain: '再試行',
    description: { pro: 'プロのクリエイター向けのプランです。' },
    features: {
      oneMember: 'チームメンバー最大1名',
      unlimitedTeam: 'チームメンバー数無制限',
      adaptedTeam: '組織の規模に合わせたチーム人数',
      freeHours: '配信時間 月5時間まで',
      unlimitedHours: '配信時間無制限',
      lowPriority: '配信優先度：低',
      highestPriority: '配信優先度：最優先',
      sd: 'テクスチャ品質：SD',
      basic: 'テクスチャ品質：ベーシック',
      fullHd: 'テクスチャ品質：Full HD',
      tenThousandViewers: '1配信あたり視聴者最大10,000人',
      privateNo: '非公開配信：なし',
      privateYes: '非公開配信：あり',
      vpc: '専用VPC（占有環境）',
    },
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
type Canvas = ReturnType<typeof within>;

const textFor = (globals: Record<string, unknown>): Copy => (globals.locale === 'ja' ? copy.ja : copy.en);

/** The card of a plan, found by its (translated) name once the list has loaded. */
const card = async (canvas: Canvas, name: string) => within(await canvas.findByRole('group', { name }));

const expectNoAction = async (plan: Canvas) => {
  await expect(plan.queryByRole('link')).toBeNull();
  await expect(plan.queryByRole('button')).toBeNull();
};

const expectSignedOutEnterprise = async (canvas: Canvas, c: Copy) => {
  const enterprise = await card(canvas, c.plans.enterprise);
  await expect(enterprise.getByText(c.inquire)).toBeVisible();
  await expect(enterprise.queryByText(c.perMonth)).toBeNull();
  await expect(enterprise.getByText(c.features.vpc)).toBeVisible();
  await expect(enterprise.getByRole('link', { name: c.contactSales })).toHaveAttribute('href', '/contact');
};

const meta = {
  // The layout changes at phone width: every story is checked there too (.storybook/responsive).
  tags: ['autodocs', 'responsive'],
  title: 'Features/Pricing/PricingPage',
  component: PricingPage,
  decorators: [withSandboxUser],
  args: { signedIn: false },
  parameters: {
    visual: {
      pictures: [
        'SignedOut',
        'SignedInPro',
        'SignedOutJapanese',
        'SignedInLapsedJapanesePhone',
        'FeatureValuesJapanese',
        'SignedInProJapanesePhone',
      ],
    },
    layout: 'fullscreen',
    msw: sandbox(),
    router: { initialEntries: ['/plans'] },
  },
  render: (args) => (
    <Routes>
      <Route path="/plans" element={<PricingPage {...args} />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pricing.loading: loading text under the title while the plans load. */
export const Loading: Story = {
  parameters: { msw: sandbox({ scenarios: ['slow'], delayMs: 'infinite' }) },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(c.loading);
    await expect(canvas.queryByRole('list', { name: c.plansLabel })).toBeNull();
  },
};

export const LoadingJapanese: Story = { ...Loading, globals: { locale: 'ja' } };

/** pricing.empty: the server has no plans; 'unable to load', and a way to try again. */
export const Empty: Story = {
  parameters: {
    msw: sandbox({
      customize: (store) => {
        store.plans = [];
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: c.unavailable })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: c.retry })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: c.plansLabel })).toBeNull();
    await expect(canvas.getByRole('link', { name: c.contactUs })).toHaveAttribute('href', '/contact');
  },
};

export const EmptyJapanese: Story = { ...Empty, globals: { locale: 'ja' } };

/** pricing.empty on failure: a 500 from GET /v1/plans shows the same 'unable to load'. */
export const LoadFailed: Story = {
  parameters: { msw: sandbox({ scenarios: ['server-error'] }) },
  play: Empty.play,
};

export const LoadFailedJapanese: Story = { ...LoadFailed, globals: { locale: 'ja' } };

/**
 * pricing.signed-out: free 'get started' → /login back to /plans; Developer and Pro 'get started' →
 * login, then checkout; Enterprise 'inquire', the exclusive VPC line, 'contact sales' → /contact.
 */
export const SignedOut: Story = {
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const list = await canvas.findByRole('list', { name: c.plansLabel });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('group')).toHaveLength(4);
    await expect(canvas.queryByText(c.currentPlan)).toBeNull();

    const free = await card(canvas, c.plans.free);
    await expect(free.getByText(c.prices.free)).toBeVisible();
    await expect(free.getByRole('link', { name: c.getStarted })).toHaveAttribute('href', '/login?redirectTo=%2Fplans');
    const developer = await card(canvas, c.plans.developer);
    await expect(developer.getByText(c.prices.developer)).toBeVisible();
    await expect(developer.getByRole('link', { name: c.getStarted })).toHaveAttribute(
      'href',
      `/login?redirectTo=%2Fcheckout%3Fplan%3D${PLAN_IDS.developer}`,
    );
    const pro = await card(canvas, c.plans.pro);
    await expect(pro.getByText(c.prices.pro)).toBeVisible();
    await expect(pro.getByText(c.perMonth)).toBeVisible();
    await expect(pro.getByText(c.description.pro)).toBeVisible();
    await expectSignedOutEnterprise(canvas, c);
    await expect(canvas.getByRole('link', { name: c.contactUs })).toHaveAttribute('href', '/contact');

    // The way on to checkout with the plan is in the login address.
    await userEvent.click(pro.getByRole('link', { name: c.getStarted }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await expect(canvas.getByText(`?redirectTo=%2Fcheckout%3Fplan%3D${PLAN_IDS.pro}`)).toBeVisible();
  },
};

export const SignedOutJapanese: Story = { ...SignedOut, globals: { locale: 'ja' } };

/** pricing.signed-out: the free plan's 'get started' goes to /login with a return to /plans. */
export const SignedOutFreeGetStarted: Story = {
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const free = await card(canvas, c.plans.free);
    await userEvent.click(free.getByRole('link', { name: c.getStarted }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await expect(canvas.getByText('?redirectTo=%2Fplans')).toBeVisible();
  },
};

export const SignedOutFreeGetStartedJapanese: Story = { ...SignedOutFreeGetStarted, globals: { locale: 'ja' } };

/** pricing.signed-in.free (alex): the free plan is current, no button; Developer and Pro upgrade → checkout. */
export const SignedInFree: Story = {
  args: { signedIn: true },
  parameters: { pricing: { signedInAs: 'alex' }, msw: sandbox({ signedInAs: 'alex' }) },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const free = await card(canvas, c.plans.free);
    await expect(free.getByText(c.currentPlan)).toBeVisible();
    await expectNoAction(free);
    const developer = await card(canvas, c.plans.developer);
    await expect(developer.getByRole('link', { name: c.upgrade(c.plans.developer) })).toHaveAttribute(
      'href',
      `/checkout?plan=${PLAN_IDS.developer}`,
    );
    const enterprise = await card(canvas, c.plans.enterprise);
    await expect(enterprise.getByRole('link', { name: c.contactSales })).toHaveAttribute('href', '/contact');
    await expect(canvas.getAllByText(c.currentPlan)).toHaveLength(1);

    const pro = await card(canvas, c.plans.pro);
    await userEvent.click(pro.getByRole('link', { name: c.upgrade(c.plans.pro) }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText(`?plan=${PLAN_IDS.pro}`)).toBeVisible();
  },
};

export const SignedInFreeJapanese: Story = { ...SignedInFree, globals: { locale: 'ja' } };

/**
 * pricing.signed-in.paid (on Developer): its badge; 'upgrade Pro' → checkout; the free plan leads to the
 * account, where downgrading is cancelling (not to /login and straight back); Enterprise 'contact sales'.
 */
export const SignedInDeveloper: Story = {
  args: { signedIn: true },
  parameters: {
    pricing: { signedInAs: 'demo' },
    msw: sandbox({ signedInAs: 'demo', customize: onPlan('demo', PLAN_IDS.developer) }),
  },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const developer = await card(canvas, c.plans.developer);
    await expect(developer.getByText(c.currentPlan)).toBeVisible();
    await expectNoAction(developer);
    const pro = await card(canvas, c.plans.pro);
    await expect(pro.getByRole('link', { name: c.upgrade(c.plans.pro) })).toHaveAttribute(
      'href',
      `/checkout?plan=${PLAN_IDS.pro}`,
    );
    const free = await card(canvas, c.plans.free);
    await expect(free.getByRole('link', { name: c.managePlan })).toHaveAttribute('href', '/account');
    const enterprise = await card(canvas, c.plans.enterprise);
    await expect(enterprise.getByRole('link', { name: c.contactSales })).toHaveAttribute('href', '/contact');
    await expect(canvas.getAllByText(c.currentPlan)).toHaveLength(1);
  },
};

export const SignedInDeveloperJapanese: Story = { ...SignedInDeveloper, globals: { locale: 'ja' } };

/**
 * pricing.signed-in.current-plan (demo, on Pro): the 'current plan' badge and no button on Pro; the cheaper Developer
 * plan is a switch, never an upgrade.
 */
export const SignedInPro: Story = {
  args: { signedIn: true },
  parameters: { pricing: { signedInAs: 'demo' }, msw: sandbox({ signedInAs: 'demo' }) },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const pro = await card(canvas, c.plans.pro);
    await expect(pro.getByText(c.currentPlan)).toBeVisible();
    await expect(pro.getByText(c.prices.pro)).toBeVisible();
    await expectNoAction(pro);
    await expect(canvas.getAllByText(c.currentPlan)).toHaveLength(1);
    const developer = await card(canvas, c.plans.developer);
    await expect(developer.getByRole('link', { name: c.switchTo(c.plans.developer) })).toHaveAttribute(
      'href',
      `/checkout?plan=${PLAN_IDS.developer}`,
    );
    await expect(canvas.queryByRole('link', { name: c.upgrade(c.plans.developer) })).toBeNull();
    const enterprise = await card(canvas, c.plans.enterprise);
    await expect(enterprise.getByRole('link', { name: c.contactSales })).toHaveAttribute('href', '/contact');
  },
};

export const SignedInProJapanese: Story = { ...SignedInPro, globals: { locale: 'ja' } };

/**
 * subscription.lapsed (demo, its Pro plan CANCELLED): an ended plan is not current. The free plan is, and every paid
 * plan can be bought again: Pro is an upgrade to checkout, not a 'current plan' without a button.
 */
export const SignedInLapsed: Story = {
  args: { signedIn: true },
  parameters: {
    pricing: { signedInAs: 'demo' },
    msw: sandbox({ signedInAs: 'demo', scenarios: ['subscription-cancelled'] }),
  },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    const pro = await card(canvas, c.plans.pro);
    await expect(pro.queryByText(c.currentPlan)).toBeNull();
    await expect(pro.getByRole('link', { name: c.upgrade(c.plans.pro) })).toHaveAttribute(
      'href',
      `/checkout?plan=${PLAN_IDS.pro}`,
    );
    const developer = await card(canvas, c.plans.developer);
    await expect(developer.getByRole('link', { name: c.upgrade(c.plans.developer) })).toBeVisible();
    const free = await card(canvas, c.plans.free);
    await expect(free.getByText(c.currentPlan)).toBeVisible();
    await expect(canvas.getAllByText(c.currentPlan)).toHaveLength(1);
  },
};

/** subscription.lapsed: REMOVED by an operator, in Japanese at phone width. */
export const SignedInLapsedJapanesePhone: Story = {
  ...SignedInLapsed,
  parameters: {
    pricing: { signedInAs: 'demo' },
    msw: sandbox({ signedInAs: 'demo', scenarios: ['subscription-removed'] }),
  },
  globals: { ...JAPANESE, ...PHONE },
};

/**
 * pricing.signed-in.plan-unknown: the subscription could not be loaded. No card is marked current (the
 * free tier is not assumed), a note offers 'Try again', which finds the plan once the server answers.
 */
export const SignedInPlanUnknown: Story = {
  args: { signedIn: true },
  parameters: {
    pricing: { signedInAs: 'demo' },
    msw: sandbox({ signedInAs: 'demo', scenarios: ['server-error'], scenarioOperations: ['getSubscriptions'] }),
  },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    await expect(await card(canvas, c.plans.pro)).toBeTruthy();
    await expect(await canvas.findByText(c.tierUnknown, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(c.currentPlan)).toBeNull();
    const free = await card(canvas, c.plans.free);
    await expect(free.getByRole('link', { name: c.managePlan })).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('button', { name: c.tryAgain })).toBeEnabled();
  },
};

export const SignedInPlanUnknownJapanese: Story = { ...SignedInPlanUnknown, globals: { locale: 'ja' } };

/** pricing.notice.choose-plan: sent by checkout without a plan: a note, in a live region, says to choose one. */
export const ChoosePlanNotice: Story = {
  parameters: { router: { initialEntries: ['/plans?notice=choose-plan'] } },
  play: async ({ canvas, globals }) => {
    const c = textFor(globals);
    await expect(await canvas.findByText(c.choosePlan)).toBeVisible();
    await expect(canvas.getByText(c.choosePlan).closest('[role="status"]')).not.toBeNull();
    await expect(await card(canvas, c.plans.pro)).toBeTruthy();
  },
};

export const ChoosePlanNoticeJapanese: Story = { ...ChoosePlanNotice, globals: { locale: 'ja' } };

/**
 * pricing.feature-values: maxTeamSize 0 and 'unlimited' read unlimited, Enterprise an adapted team
 * size; monthlyUsageLimit 0 unlimited; priority and texture values; private streams yes and no.
 */
export const FeatureValues: Story = {
  parameters: { msw: sandbox({ customize: withFeatureVariety }) },
  play: async ({ canvas, globals }) => {
    const { plans, features: f } = textFor(globals);
    const free = await card(canvas, plans.free);
    for (const text of [f.oneMember, f.freeHours, f.lowPriority, f.sd, f.privateNo]) {
      await expect(free.getByText(text)).toBeVisible();
    }
    await expect(free.queryByText(f.vpc)).toBeNull();
    const developer = await card(canvas, plans.developer);
    for (const text of [f.unlimitedTeam, f.basic, f.privateYes]) {
      await expect(developer.getByText(text)).toBeVisible();
    }
    const pro = await card(canvas, plans.pro);
    for (const text of [f.unlimitedTeam, f.unlimitedHours, f.fullHd]) {
      await expect(pro.getByText(text)).toBeVisible();
    }
    const enterprise = await card(canvas, plans.enterprise);
    for (const text of [f.adaptedTeam, f.unlimitedHours, f.highestPriority, f.tenThousandViewers, f.vpc]) {
      await expect(enterprise.getByText(text)).toBeVisible();
    }
    await expect(enterprise.queryByText(f.unlimitedTeam)).toBeNull();
  },
};

export const FeatureValuesJapanese: Story = { ...FeatureValues, globals: { locale: 'ja' } };

/** pricing.signed-out at phone width: the plans one above another, each button full width. */
export const SignedOutPhone: Story = { ...SignedOut, globals: PHONE };

/** pricing.signed-in.current-plan in Japanese at phone width. */
export const SignedInProJapanesePhone: Story = { ...SignedInPro, globals: { ...JAPANESE, ...PHONE } };
