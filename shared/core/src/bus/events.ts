/** Every event that crosses the shell/remote boundary, with its payload. */
export interface Company {
  companyUCId: string;
  creditCode: string;
  companyName: string;
}

// A type alias, not an interface: mitt needs the index signature a type literal has.
export type PortalEvents = {
  /**
   * Anyone asks the shell to open the login dialog (`key` is the business-system key, if any).
   * `requestId` comes back in login:succeeded or login:cancelled, so the opener knows the outcome.
   */
  'login:requested': { reason?: string; key?: string; redirect?: string; requestId?: string };
  /** The login dialog reports a finished login to whoever opened it. */
  'login:succeeded': { mobile: string; requestId?: string };
  /** The login dialog closed without a login. */
  'login:cancelled': { requestId?: string };
  /**
   * Anyone asks the shell to enter a business system (spec 001 section 4): header and homeBanner
   * open the login dialog; a system key opens its signed URL in a new tab (`sameTab`: this one).
   */
  'business:open': { key: string; sameTab?: boolean; busType?: string };
  /** The session appeared, changed user or ended. */
  'session:changed': { loggedIn: boolean; mobile?: string };
  /** A call answered 401: the shell clears the session and runs the expiry flow. */
  'session:expired': { path: string };
  /** The user acts for another company (null: no company). */
  'company:switched': { company: Company | null };
  /** A remote asks the shell to open its select-company dialog (the business centre's switcher). */
  'company:switch-requested': Record<string, never>;
  /** Personal or enterprise authentication status changed (numbers as in spec section 4). */
  'auth:status-changed': { personal: number; enterprise: number };
  /** The global loading count changed. */
  'http:loading': { count: number };
  /** A call failed with a message the user should see (the shell shows it as a toast). */
  'http:error': { message: string; path: string; status?: number; code?: number };
  /** A business code that needs a blocking 提示 / 已知晓 box (1004001, 10100012). */
  'notice:blocking': { code: number; message: string; closeWindow: boolean; clearSession: boolean };
  /** A remote's parcel mounted at a path (diagnostics, active-menu tracking). */
  'remote:mounted': { name: string; path: string };
};

export type PortalEventName = keyof PortalEvents;
