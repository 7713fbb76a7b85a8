/**
 * What the app does when the API says the session ended or the site is under maintenance
 * (SPEC §8). Features plug their reactions in at app start; keeping them apart from the client
 * means configuring them does not load the client (visitors' pages make no API call).
 */
export interface ApiClientReactions {
  /** SPEC §8 401: the stored token is already cleared; asks the visitor to log in, true when they did. */
  onSessionExpired(): Promise<boolean>;
  /** SPEC §8 503: the site is under maintenance. */
  onMaintenance(): void;
}

const MAINTENANCE_PATH = '/under-maintenance';

export const apiClientReactions: ApiClientReactions = {
  onSessionExpired: async () => false,
  onMaintenance: () => {
    if (window.location.pathname !== MAINTENANCE_PATH) window.location.assign(MAINTENANCE_PATH);
  },
};

export function configureApiClient(reactions: Partial<ApiClientReactions>): void {
  Object.assign(apiClientReactions, reactions);
}
