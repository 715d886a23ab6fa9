/** The dashboard's Claims view (dashboard-tab.tsx reads ?view=claims), as /admin?view=today is the Today board. */
export const CLAIMS_VIEW = '/admin?view=claims';
