import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, "YYYY-MM-DD". */
  Date: { input: string; output: string; }
  /** An ISO-8601 date-time string with offset, e.g. "2026-11-21T10:15:00.000Z". */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON, used only for data whose shape the upstream does not fix (raw field-job data, extra lookup columns). */
  JSON: { input: unknown; output: unknown; }
};

/** Hub health grade, A (best) to G (worst). */
export type HealthGrade =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G';

export type HealthGradeCount = {
  __typename?: 'HealthGradeCount';
  count: Scalars['Int']['output'];
  grade: HealthGrade;
};

/** The hub's heating state (upstream codes 0-4). */
export type HeatingState =
  | 'BOOST'
  | 'HOLIDAY'
  | 'OFF'
  | 'ON'
  | 'ON_WITH_OFFSET';

/** A connected heating-control hub. */
export type Hub = {
  __typename?: 'Hub';
  address: Maybe<Scalars['String']['output']>;
  avgWakeSecs: Maybe<Scalars['Float']['output']>;
  /** Boiler currently firing. */
  boiler: Scalars['Boolean']['output'];
  city: Maybe<Scalars['String']['output']>;
  customerTypeId: Maybe<Scalars['Int']['output']>;
  /** Seconds between polls (defaults to the hub's interval when it has no gap). */
  gap: Maybe<Scalars['Int']['output']>;
  healthGrade: Maybe<HealthGrade>;
  heating: HeatingState;
  /** e.g. "On with boiler ON", "Holiday Mode", "OFF" (spec 1 §4). */
  heatingDescription: Scalars['String']['output'];
  holiday: Scalars['Boolean']['output'];
  /** The hub id (hubid upstream). */
  id: Scalars['Int']['output'];
  /** Customer, stock and installation information. */
  information: Maybe<HubInformation>;
  interval: Maybe<Scalars['Int']['output']>;
  lastSeen: Maybe<Scalars['DateTime']['output']>;
  lastSeenBand: LastSeenBand;
  machineId: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
  /** The postcode as shown: 6 or 7 characters upper-cased and split after the third. */
  postcodeDisplay: Maybe<Scalars['String']['output']>;
  /** The serial printed on the hub: derived from the id with a two-digit modulus-97 check value. */
  serial: Scalars['Int']['output'];
  /** Live state reported by the hub. */
  state: Maybe<HubState>;
  /** The hub that replaced this one, when its machine id says it was superseded. */
  supersededBy: Maybe<Hub>;
  /** True when the upgrade target is newer than the running version. */
  upgradeAvailable: Scalars['Boolean']['output'];
  /** The firmware this hub would be upgraded to, from its firmware set and routes; null when none. */
  upgradeTarget: Maybe<Version>;
  /** Seconds since the hub last rebooted. */
  uptime: Maybe<Scalars['Int']['output']>;
  version: Maybe<Version>;
  wifiVersion: Maybe<Scalars['Int']['output']>;
  wires: Maybe<Scalars['Int']['output']>;
};

/** Customer, stock and installation information of a hub. */
export type HubInformation = {
  __typename?: 'HubInformation';
  address: Maybe<Scalars['String']['output']>;
  cartonNumber: Maybe<Scalars['Int']['output']>;
  city: Maybe<Scalars['String']['output']>;
  contactEmail: Maybe<Scalars['String']['output']>;
  contactMobile: Maybe<Scalars['String']['output']>;
  contactMobileDisplay: Maybe<Scalars['String']['output']>;
  contactNote: Maybe<Scalars['String']['output']>;
  contactPhone: Maybe<Scalars['String']['output']>;
  /** The phone as shown: Irish numbers as +353 (area) rest, last four digits apart. */
  contactPhoneDisplay: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  customerTypeId: Maybe<Scalars['Int']['output']>;
  customerTypeText: Maybe<Scalars['String']['output']>;
  dispatched: Maybe<Scalars['Date']['output']>;
  hubId: Scalars['Int']['output'];
  installationStateId: Maybe<Scalars['Int']['output']>;
  installationStateText: Maybe<Scalars['String']['output']>;
  installed: Maybe<Scalars['Date']['output']>;
  installerId: Maybe<Scalars['Int']['output']>;
  installerName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
  postcodeDisplay: Maybe<Scalars['String']['output']>;
  seaiTrialGroup: Maybe<Scalars['Int']['output']>;
  shipmentNumber: Maybe<Scalars['Int']['output']>;
  stockDocketNumber: Maybe<Scalars['Int']['output']>;
  stockLocationId: Maybe<Scalars['Int']['output']>;
  stockLocationText: Maybe<Scalars['String']['output']>;
  stockOfficeStatusDetails: Maybe<Scalars['String']['output']>;
  stockOfficeStatusId: Maybe<Scalars['Int']['output']>;
  stockStatusId: Maybe<Scalars['Int']['output']>;
  stockStatusText: Maybe<Scalars['String']['output']>;
};

/** The editable hub information. Absent fields are cleared; the save-time coercions of spec 1 §5 apply. */
export type HubInformationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  cartonNumber?: InputMaybe<Scalars['Int']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactMobile?: InputMaybe<Scalars['String']['input']>;
  contactNote?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  customerTypeId?: InputMaybe<Scalars['Int']['input']>;
  dispatched?: InputMaybe<Scalars['Date']['input']>;
  installationStateId?: InputMaybe<Scalars['Int']['input']>;
  installed?: InputMaybe<Scalars['Date']['input']>;
  installerId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  seaiTrialGroup?: InputMaybe<Scalars['Int']['input']>;
  shipmentNumber?: InputMaybe<Scalars['Int']['input']>;
  stockDocketNumber?: InputMaybe<Scalars['Int']['input']>;
  stockLocationId?: InputMaybe<Scalars['Int']['input']>;
  stockOfficeStatusId?: InputMaybe<Scalars['Int']['input']>;
  stockStatusId?: InputMaybe<Scalars['Int']['input']>;
};

/** A hub found by the header search. */
export type HubSearchResult = {
  __typename?: 'HubSearchResult';
  id: Scalars['Int']['output'];
  machineId: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  serial: Scalars['Int']['output'];
};

/** State the hub reported on its last poll. */
export type HubState = {
  __typename?: 'HubState';
  /** Battery level in mV. */
  batteryLevel: Maybe<Scalars['Int']['output']>;
  dutyCycle: Scalars['Boolean']['output'];
  hubId: Scalars['Int']['output'];
  lastSeen: Maybe<Scalars['DateTime']['output']>;
  /** Mains powered (reported by firmware 0.9.18 or newer). */
  mains: Maybe<Scalars['Boolean']['output']>;
  peakTempSuppression: Scalars['Boolean']['output'];
  timeShaving: Scalars['Boolean']['output'];
};

export type IssuePriorityCount = {
  __typename?: 'IssuePriorityCount';
  count: Scalars['Int']['output'];
  priority: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** Issue status, mapped to the upstream's status ids. */
export type IssueStatus =
  /** 6 */
  | 'DEFERRED'
  /** 4 */
  | 'ESCALATED'
  /** 1: open; the default for a new issue. */
  | 'OPEN'
  /** 3: resolved; the only status counted as closed. */
  | 'RESOLVED'
  /** 5 */
  | 'RESOLVED_DUPLICATE'
  /** 2: exists upstream; the console never names it. */
  | 'STATUS_2';

export type IssueStatusCount = {
  __typename?: 'IssueStatusCount';
  count: Scalars['Int']['output'];
  status: IssueStatus;
  /** The upstream's numeric status id (filter value on /issues?status=). */
  statusId: Scalars['Int']['output'];
  /** The status text from the issue_status lookup. */
  text: Scalars['String']['output'];
};

/** How recently the hub was seen: within 2 hours, within 8 hours, or longer ago (or never). */
export type LastSeenBand =
  | 'LOST'
  | 'RECENT'
  | 'STALE';

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** When the token stops working. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The signed-in profile, or null when the credentials were refused. */
  profile: Maybe<Profile>;
  /**
   * The bearer token, for scripts (send it as `Authorization: Bearer <token>`). Browsers need not read it:
   * the gateway also sets it in an httpOnly session cookie.
   */
  token: Maybe<Scalars['String']['output']>;
  /** "Wrong email or password." and the like. */
  userErrors: Array<UserError>;
};

/** One row of a lookup table, normalised to key and description whatever the table's own column names. */
export type LookupEntry = {
  __typename?: 'LookupEntry';
  description: Scalars['String']['output'];
  key: Scalars['Int']['output'];
  /** The row as the upstream returned it, for columns beyond key and description (e.g. shipment_size). */
  raw: Scalars['JSON']['output'];
};

/** Every lookup table of the fleet API. The enum value lower-cased is the table's name in `/lookups/{table}` URLs. */
export type LookupTable =
  | 'COMPANIES'
  | 'CUSTOMER_TYPES'
  | 'ECMS_STATUS'
  | 'FUEL_TYPES'
  | 'HEATING_SYSTEM'
  | 'INSTALLATION_STATES'
  | 'INSTALLERS'
  | 'ISSUE_ACTION'
  | 'ISSUE_ACTION_TYPE'
  | 'ISSUE_PRIORITY'
  | 'ISSUE_SOURCE'
  | 'ISSUE_STATUS'
  | 'ISSUE_TAG'
  | 'ISSUE_TAG_TYPE'
  | 'LEAD_STATUS'
  | 'SHIPMENT'
  | 'STOCK_LOCATIONS'
  | 'STOCK_OFFICE_STATUS'
  | 'STOCK_STATUSES';

export type Mutation = {
  __typename?: 'Mutation';
  /** Exchange email and password for a session (cookie for browsers, token for scripts). */
  login: LoginPayload;
  /** End the session: the token is revoked upstream and the cookie cleared. True even when there was no session. */
  logout: Scalars['Boolean']['output'];
  /** Always true; lets a probe check mutations are accepted (CSRF header present). */
  noop: Scalars['Boolean']['output'];
  /** Validate and save a hub's information (spec 1 §5). Validation failures come back as userErrors; nothing is saved then. */
  updateHubInformation: UpdateHubInformationPayload;
  /** Set the smart-tech flags. Only hubs on firmware 0.9.18 or newer accept them (userError otherwise). */
  updateSmartTech: UpdateSmartTechPayload;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateHubInformationArgs = {
  hubId: Scalars['Int']['input'];
  input: HubInformationInput;
};


export type MutationUpdateSmartTechArgs = {
  hubId: Scalars['Int']['input'];
  input: SmartTechInput;
};

/** Relay page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A staff member's profile. */
export type Profile = {
  __typename?: 'Profile';
  /** Administrators see the Admin menu and may change other profiles. */
  administer: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** URL of the profile picture, when the profile has one. */
  picture: Maybe<Scalars['String']['output']>;
  /** Names of the rights held, e.g. ["administer", "firmwares"], for display. */
  rightNames: Array<Scalars['String']['output']>;
  rights: Rights;
  /** Profile type, e.g. "staff"; together with id it identifies the profile. */
  type: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Number of hubs per health grade, A to G (grades with no hubs included with count 0). */
  healthGradeCounts: Array<HealthGradeCount>;
  /** One hub by id; null when there is no such hub. */
  hub: Maybe<Hub>;
  /** One hub by machine id (the 36-character GUID form); null when none has it. */
  hubByMachineId: Maybe<Hub>;
  /** Number of open issues per priority. */
  issuePriorityCounts: Array<IssuePriorityCount>;
  /** Number of issues per status. */
  issueStatusCounts: Array<IssueStatusCount>;
  /**
   * A lookup table's rows, ordered by key. Cached for 600 s in the gateway (shared by all users and replicas).
   * An upstream failure yields an error on this field, not an empty table, so a script can tell the two apart.
   */
  lookup: Array<LookupEntry>;
  /** The signed-in profile, or null when the request carries no session. A session that is expired or forged is an UNAUTHENTICATED error. */
  me: Maybe<Profile>;
  /** Always true; lets a probe check the gateway answers GraphQL. */
  ok: Scalars['Boolean']['output'];
  /**
   * Hubs whose id, serial, name, machine id or postcode contains the term (at least 3 characters,
   * else BAD_USER_INPUT). At most 50 results.
   */
  searchHubs: Array<HubSearchResult>;
  /** Number of hubs per software version, newest version first. */
  versionCounts: Array<VersionCount>;
};


export type QueryHubArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubByMachineIdArgs = {
  machineId: Scalars['String']['input'];
};


export type QueryLookupArgs = {
  table: LookupTable;
};


export type QuerySearchHubsArgs = {
  term: Scalars['String']['input'];
};

/** The rights a staff profile can hold besides `administer`. */
export type Rights = {
  __typename?: 'Rights';
  /** May view customer addresses and contact details (the "address" right). */
  address: Scalars['Boolean']['output'];
  /** May edit firmware, firmware sets and firmware routes (the "firmwares" right). */
  firmwares: Scalars['Boolean']['output'];
};

export type SmartTechInput = {
  dutyCycle: Scalars['Boolean']['input'];
  peakTempSuppression: Scalars['Boolean']['input'];
  timeShaving: Scalars['Boolean']['input'];
};

export type UpdateHubInformationPayload = {
  __typename?: 'UpdateHubInformationPayload';
  /** The information as saved, or null when nothing was saved. */
  information: Maybe<HubInformation>;
  userErrors: Array<UserError>;
};

export type UpdateSmartTechPayload = {
  __typename?: 'UpdateSmartTechPayload';
  state: Maybe<HubState>;
  userErrors: Array<UserError>;
};

/**
 * A problem with the input of a mutation, worded for the person who typed it (the spec's exact messages).
 * Faults that are not the user's (authentication, rights, upstream failures) are GraphQL errors with
 * `extensions.code` instead.
 */
export type UserError = {
  __typename?: 'UserError';
  /** The input field the message is about, when it is about one (camelCase input field name). */
  field: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** A software version: major.minor.patch with an optional build, encoded as base-100 digits. */
export type Version = {
  __typename?: 'Version';
  badge: VersionBadge;
  build: Maybe<Scalars['Int']['output']>;
  /** major*10000 + minor*100 + patch: versions compare as these numbers do. */
  code: Scalars['Int']['output'];
  major: Scalars['Int']['output'];
  minor: Scalars['Int']['output'];
  patch: Scalars['Int']['output'];
  /** Major 0 with minor below 7. */
  reallyOld: Scalars['Boolean']['output'];
  /** 0.9.18 or newer: the hub reports power and accepts smart-tech flags. */
  smartTechCapable: Scalars['Boolean']['output'];
  /** "1.1.4", or "1.1.4.2" with a build. */
  text: Scalars['String']['output'];
};

/** How a software version looks on a badge (spec 1 §9). */
export type VersionBadge =
  | 'BAD'
  | 'EXCELLENT'
  | 'GOOD'
  | 'GREAT'
  | 'OK'
  | 'POOR';

export type VersionCount = {
  __typename?: 'VersionCount';
  count: Scalars['Int']['output'];
  version: Version;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HealthGrade: HealthGrade;
  HealthGradeCount: ResolverTypeWrapper<HealthGradeCount>;
  HeatingState: HeatingState;
  Hub: ResolverTypeWrapper<Hub>;
  HubInformation: ResolverTypeWrapper<HubInformation>;
  HubInformationInput: HubInformationInput;
  HubSearchResult: ResolverTypeWrapper<HubSearchResult>;
  HubState: ResolverTypeWrapper<HubState>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuePriorityCount: ResolverTypeWrapper<IssuePriorityCount>;
  IssueStatus: IssueStatus;
  IssueStatusCount: ResolverTypeWrapper<IssueStatusCount>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LastSeenBand: LastSeenBand;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  LookupEntry: ResolverTypeWrapper<LookupEntry>;
  LookupTable: LookupTable;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rights: ResolverTypeWrapper<Rights>;
  SmartTechInput: SmartTechInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateHubInformationPayload: ResolverTypeWrapper<UpdateHubInformationPayload>;
  UpdateSmartTechPayload: ResolverTypeWrapper<UpdateSmartTechPayload>;
  UserError: ResolverTypeWrapper<UserError>;
  Version: ResolverTypeWrapper<Version>;
  VersionBadge: VersionBadge;
  VersionCount: ResolverTypeWrapper<VersionCount>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  HealthGradeCount: HealthGradeCount;
  Hub: Hub;
  HubInformation: HubInformation;
  HubInformationInput: HubInformationInput;
  HubSearchResult: HubSearchResult;
  HubState: HubState;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssuePriorityCount: IssuePriorityCount;
  IssueStatusCount: IssueStatusCount;
  JSON: Scalars['JSON']['output'];
  LoginPayload: LoginPayload;
  LookupEntry: LookupEntry;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  Rights: Rights;
  SmartTechInput: SmartTechInput;
  String: Scalars['String']['output'];
  UpdateHubInformationPayload: UpdateHubInformationPayload;
  UpdateSmartTechPayload: UpdateSmartTechPayload;
  UserError: UserError;
  Version: Version;
  VersionCount: VersionCount;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HealthGradeCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HealthGradeCount'] = ResolversParentTypes['HealthGradeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['HealthGrade'], ParentType, ContextType>;
}>;

export type HubResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hub'] = ResolversParentTypes['Hub']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avgWakeSecs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  boiler?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  healthGrade?: Resolver<Maybe<ResolversTypes['HealthGrade']>, ParentType, ContextType>;
  heating?: Resolver<ResolversTypes['HeatingState'], ParentType, ContextType>;
  heatingDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holiday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  information?: Resolver<Maybe<ResolversTypes['HubInformation']>, ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastSeen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSeenBand?: Resolver<ResolversTypes['LastSeenBand'], ParentType, ContextType>;
  machineId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcodeDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['HubState']>, ParentType, ContextType>;
  supersededBy?: Resolver<Maybe<ResolversTypes['Hub']>, ParentType, ContextType>;
  upgradeAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upgradeTarget?: Resolver<Maybe<ResolversTypes['Version']>, ParentType, ContextType>;
  uptime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Version']>, ParentType, ContextType>;
  wifiVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wires?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type HubInformationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HubInformation'] = ResolversParentTypes['HubInformation']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cartonNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactMobileDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhoneDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customerTypeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatched?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  hubId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installationStateId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installationStateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installed?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  installerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcodeDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seaiTrialGroup?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipmentNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockDocketNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockLocationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockLocationText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockOfficeStatusDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockOfficeStatusId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatusId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatusText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HubSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HubSearchResult'] = ResolversParentTypes['HubSearchResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machineId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HubStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HubState'] = ResolversParentTypes['HubState']> = ResolversObject<{
  batteryLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dutyCycle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hubId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSeen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mains?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  peakTempSuppression?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeShaving?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IssuePriorityCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuePriorityCount'] = ResolversParentTypes['IssuePriorityCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IssueStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssueStatusCount'] = ResolversParentTypes['IssueStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IssueStatus'], ParentType, ContextType>;
  statusId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type LookupEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookupEntry'] = ResolversParentTypes['LookupEntry']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  raw?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateHubInformation?: Resolver<ResolversTypes['UpdateHubInformationPayload'], ParentType, ContextType, RequireFields<MutationUpdateHubInformationArgs, 'hubId' | 'input'>>;
  updateSmartTech?: Resolver<ResolversTypes['UpdateSmartTechPayload'], ParentType, ContextType, RequireFields<MutationUpdateSmartTechArgs, 'hubId' | 'input'>>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  administer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rightNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rights?: Resolver<ResolversTypes['Rights'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  healthGradeCounts?: Resolver<Array<ResolversTypes['HealthGradeCount']>, ParentType, ContextType>;
  hub?: Resolver<Maybe<ResolversTypes['Hub']>, ParentType, ContextType, RequireFields<QueryHubArgs, 'id'>>;
  hubByMachineId?: Resolver<Maybe<ResolversTypes['Hub']>, ParentType, ContextType, RequireFields<QueryHubByMachineIdArgs, 'machineId'>>;
  issuePriorityCounts?: Resolver<Array<ResolversTypes['IssuePriorityCount']>, ParentType, ContextType>;
  issueStatusCounts?: Resolver<Array<ResolversTypes['IssueStatusCount']>, ParentType, ContextType>;
  lookup?: Resolver<Array<ResolversTypes['LookupEntry']>, ParentType, ContextType, RequireFields<QueryLookupArgs, 'table'>>;
  me?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchHubs?: Resolver<Array<ResolversTypes['HubSearchResult']>, ParentType, ContextType, RequireFields<QuerySearchHubsArgs, 'term'>>;
  versionCounts?: Resolver<Array<ResolversTypes['VersionCount']>, ParentType, ContextType>;
}>;

export type RightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rights'] = ResolversParentTypes['Rights']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firmwares?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UpdateHubInformationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateHubInformationPayload'] = ResolversParentTypes['UpdateHubInformationPayload']> = ResolversObject<{
  information?: Resolver<Maybe<ResolversTypes['HubInformation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateSmartTechPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateSmartTechPayload'] = ResolversParentTypes['UpdateSmartTechPayload']> = ResolversObject<{
  state?: Resolver<Maybe<ResolversTypes['HubState']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['VersionBadge'], ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  major?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reallyOld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smartTechCapable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VersionCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VersionCount'] = ResolversParentTypes['VersionCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  HealthGradeCount?: HealthGradeCountResolvers<ContextType>;
  Hub?: HubResolvers<ContextType>;
  HubInformation?: HubInformationResolvers<ContextType>;
  HubSearchResult?: HubSearchResultResolvers<ContextType>;
  HubState?: HubStateResolvers<ContextType>;
  IssuePriorityCount?: IssuePriorityCountResolvers<ContextType>;
  IssueStatusCount?: IssueStatusCountResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LookupEntry?: LookupEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rights?: RightsResolvers<ContextType>;
  UpdateHubInformationPayload?: UpdateHubInformationPayloadResolvers<ContextType>;
  UpdateSmartTechPayload?: UpdateSmartTechPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
  VersionCount?: VersionCountResolvers<ContextType>;
}>;

