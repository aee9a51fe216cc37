/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Accepting an invitation: a new account sets its password (`password`, `again`); an
 * existing account proves itself with its current password (`currentPassword`), which stays.
 */
export type AcceptInvitationInput = {
  again?: string;
  currentPassword?: string | null | undefined;
  password?: string;
  token: string;
};

/** Access level of a resource or field, spec §6 (ordered: Hidden < Read < Write). */
export type AccessLevel =
  | 'HIDDEN'
  | 'READ'
  | 'WRITE';

/** Giving a member an Athlete role in a department. */
export type AddAthleteRoleInput = {
  departmentId: number;
  memberId: number;
  /** Today when left out. */
  validFrom?: string | null | undefined;
};

/** Giving the selected members an Athlete role. */
export type AddAthleteRolesInput = {
  departmentId: number;
  /** At most 200 members; all get the role or none. */
  memberIds: Array<number>;
};

/** Putting a member into a center. */
export type AddSportCenterMemberInput = {
  registrationNumber: number;
  role: PersonRoleKind;
  sportCenterId: number;
  /** The season's first day (or today, when later) when left out. */
  validFrom?: string | null | undefined;
  /** Until the season's end when left out. */
  validTo?: string | null | undefined;
};

/** Age group of ski categories, spec §3: this year minus the birth year. */
export type AgeGroup =
  | 'ADULTS'
  | 'JUNIORS'
  | 'TEENAGERS'
  | 'YOUTH';

export type ApproveBranchRequestInput = {
  /** The federation code the new club gets (four capital letters). */
  code: string;
  id: number;
  /** The club's short name; the name when left empty (and short enough). */
  shortName?: string | null | undefined;
};

export type ApproveClubRequestInput = {
  /** The federation code the new club gets (four capital letters). */
  code: string;
  id: number;
  /** The club's short name; the name when left empty (and short enough). */
  shortName?: string | null | undefined;
};

/** Archiving a member: why (e.g. a duplicate record, death, leaving the federation). */
export type ArchiveMemberInput = {
  memberId: number;
  reason: string;
};

/** An article as the builder sends it. */
export type ArticleInput = {
  active: boolean;
  author: string;
  body: string;
  mainImageId?: number | null | undefined;
  ogDescription?: string | null | undefined;
  ogImageId?: number | null | undefined;
  ogTitle?: string | null | undefined;
  parentId?: number | null | undefined;
  perex: string;
  /** None: a draft. */
  publishedAt?: string | null | undefined;
  seoDescription?: string | null | undefined;
  seoTitle?: string | null | undefined;
  /** Empty: made from the title. */
  slug?: string | null | undefined;
  title: string;
};

/** What the confirmation link did. */
export type BranchConfirmation =
  /** The link was used before: nothing changes. */
  | 'ALREADY_CONFIRMED'
  /** The address is confirmed now; the application went to the federation. */
  | 'CONFIRMED';

/** Where an application to found a basic-skiing branch association stands. */
export type BranchRequestState =
  | 'APPROVED'
  /** Confirmed; waiting for the federation. */
  | 'PENDING'
  | 'REJECTED'
  /** Sent; the chair has not yet confirmed the e-mail address. */
  | 'UNCONFIRMED';

/**
 * What the public calendar shows (issue 29): the events to come (nearest first), the
 * events that are over (latest first) or the events with published results (latest
 * published first).
 */
export type CalendarView =
  | 'PAST'
  | 'RESULTS'
  | 'UPCOMING';

export type ChangeOrderInput = {
  change: OrderChangeKind;
  /** Why (required for Admin's changes). */
  note?: string;
  /** The day it was paid (PAY_BY_HAND; today when not given). */
  paidOn?: string | null | undefined;
  uuid: string;
};

export type ChangePasswordInput = {
  again: string;
  original: string;
  password: string;
};

/** A step on an inquiry: RELEASE, APPROVE, REJECT (with a reason in `note`) or WITHDRAW. */
export type ChangeTransferInput = {
  action: TransferAction;
  id: number;
  note?: string;
};

/** One requested entry of a club. */
export type ClubEntryInput = {
  memberId: number;
  raceId: number;
  /** Null: the first category that admits the athlete. */
  racingCategoryId?: number | null | undefined;
};

/** A field of a club's record that only some writers may change. */
export type ClubField =
  /** The federation code. */
  | 'CODE'
  | 'DEPARTMENTS'
  | 'REGION'
  /** Active or ended, with the end date. */
  | 'STATE';

export type ClubFilterInput = {
  departmentId?: number | null | undefined;
  regionId?: number | null | undefined;
  /** Words of the name, short name or code; case and diacritics do not matter. */
  search?: string | null | undefined;
  state?: ClubState | null | undefined;
};

/** A club's record as forms send it. */
export type ClubInput = {
  bankAccount?: string | null | undefined;
  code: string;
  departmentIds: Array<number>;
  email?: string | null | undefined;
  endedOn?: string | null | undefined;
  foundedOn?: string | null | undefined;
  ico?: string | null | undefined;
  legalForm: LegalForm;
  municipality: string;
  name: string;
  phone?: string | null | undefined;
  postcode: string;
  regionId: number;
  shortName: string;
  state: ClubState;
  street: string;
  web?: string | null | undefined;
};

/** A permission flag of a club manager (Team identity), spec §6. */
export type ClubPermission =
  /** Approving and creating transfers. */
  | 'CREATE_APPROVE_TRANSFER'
  /** Adding and editing members. */
  | 'MEMBER_CREATE_EDIT'
  /** Access to personal information. */
  | 'MEMBER_PERSONAL_INFO_VIEW'
  /** Releasing members from the club. */
  | 'MEMBER_TERMINATE'
  /** Paying contributions. */
  | 'PAYMENTS'
  /** Managing the club's own races. */
  | 'RACE_MANAGER'
  /** Registering for races. */
  | 'RACE_REGISTRATION';

/** State of a club registration request: pending until Admin approves or rejects it. */
export type ClubRequestState =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Columns the clubs grid sorts by. */
export type ClubSortField =
  | 'CODE'
  | 'MEMBER_COUNT'
  | 'NAME'
  | 'REGION_NAME';

export type ClubSortInput = {
  direction?: SortDirection;
  field: ClubSortField;
};

/** State of a club record. */
export type ClubState =
  | 'ACTIVE'
  | 'ENDED';

/** The grid input of DESIGN §5. */
export type ClubsInput = {
  filter?: ClubFilterInput;
  page?: number;
  perPage?: number;
  sort?: Array<ClubSortInput>;
};

/** A coach's level, spec §3 (LEVEL0 is a graduate of the coaches' course). */
export type CoachLevel =
  | 'LEVEL0'
  | 'LEVEL1'
  | 'LEVEL2'
  | 'LEVEL3'
  | 'LEVEL4';

/** Role of a club contact person, spec §3. */
export type ContactRole =
  | 'CHAIRMAN'
  | 'SECRETARY';

/** A page as the builder sends it, sections in order. */
export type ContentPageInput = {
  active: boolean;
  ogDescription?: string | null | undefined;
  ogImageId?: number | null | undefined;
  ogTitle?: string | null | undefined;
  sections: Array<PageSectionInput>;
  seoDescription?: string | null | undefined;
  seoTitle?: string | null | undefined;
  slug?: string | null | undefined;
  title: string;
};

export type CreateClubContactInput = {
  clubId: number;
  email?: string | null | undefined;
  fullName?: string;
  memberId?: number | null | undefined;
  phone?: string | null | undefined;
  role: ContactRole;
};

export type CreateMemberInput = {
  answerStatus?: MemberAnswerStatus;
  birthDate: string;
  /** Required for Czech citizens; foreigners may have none. */
  birthNumber?: string | null | undefined;
  citizenship: string;
  /** The club the member joins (Admin may leave it empty). */
  clubId?: number | null | undefined;
  country?: string;
  email?: string | null | undefined;
  firstName: string;
  fisCode?: string | null | undefined;
  houseNumber?: string | null | undefined;
  lastName: string;
  middleNames?: string | null | undefined;
  municipality?: string | null | undefined;
  municipalityPart?: string | null | undefined;
  orientationNumber?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  sex: Sex;
  street?: string | null | undefined;
  titleAfter?: string | null | undefined;
  titleBefore?: string | null | undefined;
};

/** An order to make. */
export type CreateOrderInput = {
  clubId: number;
  evidenceSeasonId: number;
  memberIds: Array<number>;
};

/** Ending a role on a day. */
export type EndMemberRoleInput = {
  roleId: number;
  validTo: string;
};

/** Ending a membership: the member and the last day in the club. */
export type EndMembershipInput = {
  memberId: number;
  validTo: string;
};

/** Ending the selected members' memberships. */
export type EndMembershipsInput = {
  /** At most 200 members; every membership ends or none. */
  memberIds: Array<number>;
  /** The last day of the memberships; today when left out (not in the future). */
  validTo?: string | null | undefined;
};

/** Taking a member out of a center on a day. */
export type EndSportCenterMemberInput = {
  id: number;
  validTo: string;
};

/** State of an entry. */
export type EntryState =
  | 'ENTERED'
  | 'WITHDRAWN';

/**
 * How an entry was made: by a club, by the event's managers for a member, by a person
 * itself, a non-member, or the organiser.
 */
export type EntryVia =
  | 'CLUB'
  | 'MEMBER'
  | 'NON_MEMBER'
  | 'ORGANISER'
  | 'SELF';

/** Event categories (spec §3): A national, B regional, C and D public, JUNIOR "Mládež". */
export type EventCategory =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'JUNIOR';

/**
 * Event date-change status (spec §4): the calendar's label of a published event
 * ("Published" is an event taking place as announced).
 */
export type EventDateChange =
  | 'CANCELED'
  | 'CHANGED'
  | 'MOVED'
  | 'PUBLISHED';

/** Event document kinds (spec §3). */
export type EventDocumentKind =
  | 'OTHER'
  | 'PROPOSITION'
  | 'RESULT'
  | 'START_LIST';

/** Event publication status (spec §4, RacingEventForPublication). */
export type EventPublicationStatus =
  | 'CANCELED'
  | 'HIDDEN'
  | 'PUBLISHED';

/** Extending roles' validity (`prodloužit platnost`). */
export type ExtendMemberRolesInput = {
  roleIds: Array<number>;
  validTo: string;
};

/** The fee a member pays in an order. */
export type FeeKind =
  | 'ADULT'
  | 'BASIC'
  | 'CHILD'
  | 'SENIOR';

/** A season's fees as Admin writes them (amounts in haléře). */
export type FeeScheduleInput = {
  adultFee: number;
  basicFee: number;
  childFee: number;
  childMaxAge: number;
  evidenceSeasonId: number;
  seniorFee: number;
  seniorMinAge: number;
};

/** A new report, as the form sends it. */
export type FeedbackInput = {
  /** The browser (filled in by the web app). */
  browser?: string | null | undefined;
  kind: FeedbackKind;
  /** The page the report came from (filled in by the web app). */
  page?: string | null | undefined;
  text: string;
};

/** What a report is about (spec §3 Feedback types). */
export type FeedbackKind =
  | 'BUG'
  | 'FEATURE'
  | 'OTHER'
  | 'QUESTION';

/** What narrows the list. */
export type FeedbackListFilter = {
  beforeId?: number | null | undefined;
  kind?: FeedbackKind | null | undefined;
  /** Admin: only the reports of its own account. */
  mine?: boolean;
  status?: FeedbackStatus | null | undefined;
};

/** Where a report stands (spec §4 Feedback status). */
export type FeedbackStatus =
  | 'DISMISSED'
  /** New, nobody looked at it yet. */
  | 'RECEIVED'
  | 'RESOLVED'
  /** The federation's office handles it. */
  | 'UNDER_REVIEW_STOPA'
  /** The supplier of Stopa handles it. */
  | 'UNDER_REVIEW_SUPPLIER';

/** The search form of `/vyhledat-clena`: every field required. */
export type FindMemberInput = {
  birthDate: string;
  clubId: number;
  firstName: string;
  lastName: string;
};

export type FixBirthNumberInput = {
  birthDate: string;
  /** Empty: the member has none (a foreigner). */
  birthNumber?: string | null | undefined;
  memberId: number;
  sex: Sex;
};

/**
 * The kind of an identity an account can act as (spec §6). `Public` is nobody logged in
 * (id 0).
 */
export type IdentityType =
  | 'ADMIN'
  | 'AREA'
  | 'PERSON'
  /** Nobody logged in (spec §6: the default). */
  | 'PUBLIC'
  | 'SECTION'
  | 'TEAM'
  | 'TIMEKEEPER';

/** The encodings an import file may have (spec §3). */
export type ImportEncoding =
  | 'ASCII'
  /** Windows-1250, what Czech Excel writes into a CSV. */
  | 'CP1250'
  | 'UTF8';

/**
 * What happened (or, in the preview, would happen) to one row of an import (spec §3),
 * plus SKIPPED_INVALID_ROW for rows that cannot be a member at all.
 */
export type ImportOutcome =
  | 'CREATED_NEW_MEMBER'
  | 'MEMBER_EXISTS_CREATED_MEMBERSHIP'
  | 'SKIPPED_ALREADY_MEMBER_MY_CLUB'
  | 'SKIPPED_ALREADY_MEMBER_OTHER_CLUB'
  | 'SKIPPED_ARCHIVED'
  | 'SKIPPED_CAN_NOT_FOUND_ADDRESS'
  | 'SKIPPED_INVALID_ROW'
  | 'SKIPPED_MISSING_HOUSE_NUMBER'
  | 'SKIPPED_PERSONAL_ID_MISSING';

/** Progress of an import as spec §3 names it. */
export type ImportProgress =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'UNKNOWN';

/** An instructor's licence, spec §3 (the federation's own abbreviations). */
export type InstructorLicence =
  | 'CL'
  | 'DUL'
  | 'IL'
  | 'ILP'
  | 'UL';

/** The invite-user form of spec §2: name, surname, roles. */
export type InviteUserInput = {
  clubId?: number | null | undefined;
  /** Flags of a club manager. */
  clubPermissions?: Array<ClubPermission>;
  departmentId?: number | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  regionId?: number | null | undefined;
  role: InvitedRole;
  /** Flags of area or section staff, by their spec names (RACE_MANAGER, ...). */
  staffPermissions?: Array<string>;
  timekeepingCompanyId?: number | null | undefined;
};

/** The kind of identity an invitation grants. */
export type InvitedRole =
  /** Area staff: needs `regionId` and staff flags. */
  | 'AREA'
  /** Section staff: needs `departmentId` and staff flags. */
  | 'SECTION'
  /** Club manager: needs `clubId` and club flags. */
  | 'TEAM'
  /** Timekeeping company: needs `timekeepingCompanyId`. */
  | 'TIMEKEEPER';

/** Enrolling a member without a club in a club from a day. */
export type JoinClubInput = {
  clubId: number;
  memberId: number;
  validFrom: string;
};

/** Legal form of a club, as the public register (veřejný rejstřík) names it. */
export type LegalForm =
  /** Spolek (z. s.): almost every club. */
  | 'ASSOCIATION'
  /** Pobočný spolek (p. s.). */
  | 'BRANCH_ASSOCIATION'
  /** Ústav (z. ú.). */
  | 'INSTITUTE'
  /** Společnost s ručením omezeným (s. r. o.). */
  | 'LIMITED_COMPANY'
  | 'OTHER'
  /** Obecně prospěšná společnost (o. p. s.). */
  | 'PUBLIC_BENEFIT_COMPANY';

/** Who uses the login: a browser gets a cookie, an API client the token in the answer. */
export type LoginClient =
  | 'API'
  | 'BROWSER';

export type LoginInput = {
  client?: LoginClient;
  email: string;
  password: string;
};

/** The member's answer to the federation, spec §3/§4. */
export type MemberAnswerStatus =
  | 'DOES_NOT_WANT_TO_BE_MEMBER'
  | 'WANTS_TO_BE_MEMBER'
  | 'WANTS_TO_LEAVE_SLCR'
  | 'WITHOUT_ANSWER';

export type MemberFilterInput = {
  /** The age group this year (this year minus the birth year, spec §3). */
  ageGroup?: AgeGroup | null | undefined;
  /** True: the archived members instead (Admin only). */
  archived?: boolean;
  birthYear?: number | null | undefined;
  clubId?: number | null | undefined;
  /** Those holding a role today in this department (with `roleKind`, that role). */
  departmentId?: number | null | undefined;
  /**
   * Only these members (the grid's selection, at most 1 000), within the asker's scope and
   * the rest of the filter.
   */
  memberIds?: Array<number> | null | undefined;
  /** With `paidSeasonId`: false lists those who did not pay it. */
  paid?: boolean;
  /** Those who paid the fee of this evidence season ("zaplaceno v sezóně"). */
  paidSeasonId?: number | null | undefined;
  regionId?: number | null | undefined;
  /** The member of this registration number, exactly. */
  registrationNumber?: number | null | undefined;
  /** Those holding this role today (with `departmentId`, in that department). */
  roleKind?: MemberRoleKind | null | undefined;
  /** Words of the name; case and diacritics do not matter ("novak" finds "Novák"). */
  search?: string | null | undefined;
  sex?: Sex | null | undefined;
};

export type MemberImportRowsInput = {
  memberImportId: number;
  /** Only rows of this outcome. */
  outcome?: ImportOutcome | null | undefined;
  page?: number;
  perPage?: number;
};

/** The stored state of a member import. */
export type MemberImportState =
  | 'COMPLETED'
  /** Uploaded: the rows carry predicted outcomes; nothing is written yet. */
  | 'DRAFT'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** A member's record as forms send it. */
export type MemberInput = {
  answerStatus?: MemberAnswerStatus;
  birthDate: string;
  /** Required for Czech citizens; foreigners may have none. */
  birthNumber?: string | null | undefined;
  citizenship: string;
  country?: string;
  email?: string | null | undefined;
  firstName: string;
  fisCode?: string | null | undefined;
  houseNumber?: string | null | undefined;
  lastName: string;
  middleNames?: string | null | undefined;
  municipality?: string | null | undefined;
  municipalityPart?: string | null | undefined;
  orientationNumber?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  sex: Sex;
  street?: string | null | undefined;
  titleAfter?: string | null | undefined;
  titleBefore?: string | null | undefined;
};

/** A licence or health check as typed in the role form. */
export type MemberRoleInput = {
  coachLevel?: CoachLevel | null | undefined;
  course?: string | null | undefined;
  /** None for an instructor's licence. */
  departmentId?: number | null | undefined;
  instructorLicence?: InstructorLicence | null | undefined;
  /** The kind (any but ATHLETE: athletes are given with `addAthleteRole`). */
  kind: MemberRoleKind;
  licenceNumber?: string | null | undefined;
  note?: string | null | undefined;
  refereeType?: RefereeType | null | undefined;
  technicalDelegateType?: TechnicalDelegateType | null | undefined;
  /** Today when left out. */
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
};

/** Member role kinds, spec §3: a member's roles in departments. */
export type MemberRoleKind =
  | 'ATHLETE'
  | 'COACH'
  | 'HEALTH_CHECK'
  | 'INSTRUCTOR'
  | 'REFEREE'
  | 'TECHNICAL_DELEGATE';

/** A column of the members list that a grid may sort by. */
export type MemberSortField =
  | 'BIRTH_DATE'
  | 'CLUB_NAME'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'REGISTRATION_NUMBER';

export type MemberSortInput = {
  direction?: SortDirection;
  field: MemberSortField;
};

/** The grid input of DESIGN §5. */
export type MembersInput = {
  /**
   * The `endCursor` of the previous page: the page then starts right after that row (as
   * fast at page 3,000 as at page 2) and `page` only numbers it. Without it the page
   * starts after `(page - 1) * perPage` rows.
   */
  after?: string | null | undefined;
  filter?: MemberFilterInput;
  page?: number;
  perPage?: number;
  sort?: Array<MemberSortInput>;
};

export type MergeMembersInput = {
  /** The record that stays. */
  keepId: number;
  /** The record merged into it (archived with a link). */
  mergeId: number;
};

/** A non-member as `prihlaska/neclen` sends it. */
export type NonMemberEntryInput = {
  birthYear: number;
  clubText?: string | null | undefined;
  firstName: string;
  lastName: string;
  /** ISO alpha-3 (CZE, SVK…) or alpha-2. */
  nation: string;
  raceId: number;
  racingCategoryId?: number | null | undefined;
  sex: Sex;
};

/** A kind of e-mail notification, each switched off per account. */
export type NotificationKind =
  | 'ENTRY'
  | 'ENTRY_DEADLINE'
  | 'EVENT_CHANGE'
  | 'RESULTS';

/** A change of an order's state. */
export type OrderChangeKind =
  /** The payer or Admin: cancel (only CREATED or PAYMENT_FAILED). */
  | 'CANCEL'
  /** Admin: the payment did not arrive or came back (a note is required). */
  | 'MARK_PAYMENT_FAILED'
  /** The payer: the transfer was sent. */
  | 'MARK_PAYMENT_STARTED'
  /** Admin: paid in cash or by a payment the import missed (a note and the day are required). */
  | 'PAY_BY_HAND';

/** Filters of the orders grid. */
export type OrderFilterInput = {
  clubId?: number | null | undefined;
  evidenceSeasonId?: number | null | undefined;
  /** The start of a variable symbol, or words of the club's name. */
  search?: string | null | undefined;
  state?: OrderState | null | undefined;
};

/** The column the orders grid is sorted by. */
export type OrderSortInput = {
  direction?: SortDirection;
  field: OrderSortKey;
};

/** A column the orders grid sorts by. */
export type OrderSortKey =
  | 'AMOUNT'
  | 'CLUB_NAME'
  | 'CREATED_AT'
  | 'PAID_ON'
  | 'STATE'
  | 'VARIABLE_SYMBOL';

/**
 * State of an order (spec §4: CREATED, PAYMENT_STARTED, PAYMENT_FAILED, PAID; CANCELED is
 * Stopa's).
 */
export type OrderState =
  | 'CANCELED'
  | 'CREATED'
  | 'PAID'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_STARTED';

/** The orders grid's input (DESIGN §5). */
export type OrdersInput = {
  filter?: OrderFilterInput;
  page?: number;
  perPage?: number;
  /** The first sort is used; newest first without one. */
  sort?: Array<OrderSortInput>;
};

/** Organisation type of a sport center, spec §3, with its Czech label. */
export type OrganisationType =
  | 'REPRESENTATION'
  | 'RESORT'
  | 'SCM'
  | 'SPS'
  | 'VSCM';

/** Organiser kinds (spec §3). */
export type OrganiserKind =
  | 'CLUB'
  | 'DEPARTMENT'
  | 'OTHER';

/** A worklist the overview counts; its link opens the list. */
export type OverviewItem =
  /** Birth numbers today's rules refuse (`cisteni-dat/validace-rodnych-cisel`). */
  | 'BIRTH_NUMBER_PROBLEMS'
  /** Requests to register a club waiting for a decision. */
  | 'CLUB_REQUESTS'
  /** Events of the department never published yet (`zavody-k-publikaci`). */
  | 'EVENTS_AWAITING_PUBLICATION'
  /** Open offers and requests to organise (`zavody-k-publikaci`). */
  | 'EVENT_SUGGESTIONS'
  /** FIS codes proposed for members (`cisteni-dat/fis-parovani`). */
  | 'FIS_PROPOSALS'
  /** The club's members who have not paid this season's fee. */
  | 'MEMBERS_WITHOUT_FEE'
  /** Orders created and not paid yet. */
  | 'OPEN_ORDERS'
  /** Result rows waiting for a pairing decision (`cisteni-dat/navrhy-na-parovani`). */
  | 'PAIRING_SUGGESTIONS'
  /** Bank payments no order claimed (`objednavky-a-platby`, review tab). */
  | 'PAYMENTS_TO_REVIEW'
  /** Transfers and hostings waiting for the identity's step (release or approval). */
  | 'TRANSFERS_WAITING'
  /** Addresses without a RÚIAN point (`cisteni-dat/nezname-adresy`). */
  | 'UNRESOLVED_ADDRESSES'
  /** The club's entries to races not run yet. */
  | 'UPCOMING_ENTRIES';

/** A member's own contact details (profile settings). */
export type OwnContactsInput = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
};

/** A feature as the builder sends it. */
export type PageFeatureInput = {
  imageId?: number | null | undefined;
  name: string;
};

/** A person as the builder sends it. */
export type PagePersonInput = {
  description?: string | null | undefined;
  imageId?: number | null | undefined;
  name: string;
  phone?: string | null | undefined;
  text?: string | null | undefined;
};

/** A section as the builder sends it; the fields its kind does not have are dropped. */
export type PageSectionInput = {
  features?: Array<PageFeatureInput> | null | undefined;
  kind: PageSectionKind;
  people?: Array<PagePersonInput> | null | undefined;
  subtitle?: string | null | undefined;
  text?: string | null | undefined;
  title?: string | null | undefined;
};

/** The kinds of a page's sections (spec §3 Pages sections). */
export type PageSectionKind =
  | 'FEATURES'
  | 'HERO'
  | 'PEOPLE'
  | 'RICH_TEXT';

/**
 * How a result row was paired to its member: by the FIS code, by name, birth year and club
 * automatically, or by a person (an accepted suggestion, a choice, a remembered decision).
 */
export type PairingMethod =
  | 'AUTO'
  | 'FIS_CODE'
  | 'MANUAL';

export type PairingSuggestionsInput = {
  /** One event's suggestions. */
  racingEventId?: number | null | undefined;
  /** One result race's suggestions. */
  resultRaceId?: number | null | undefined;
};

/** Whether an order can be paid (spec §3: payment availability). */
export type PaymentAvailability =
  | 'CAN_BE_PAID'
  | 'FAILED'
  | 'PAID';

/** What a bank transaction meant for the orders. */
export type PaymentMatch =
  /** The order is paid already: a second payment. */
  | 'ALREADY_PAID'
  /** The exact amount of an open order: it is paid. */
  | 'MATCHED'
  /** The order was cancelled. */
  | 'ORDER_CANCELED'
  /** Not in Czech crowns. */
  | 'OTHER_CURRENCY'
  /** Money going out of the account (or a returned payment): not a fee. */
  | 'OUTGOING'
  /** More than the open order's amount. */
  | 'OVERPAID'
  /** Less than the open order's amount. */
  | 'UNDERPAID'
  /** No order has this variable symbol (or none was given). */
  | 'UNKNOWN_SYMBOL';

/** Person role kinds (spec §3): what a paired member was in a result. */
export type PersonRoleKind =
  | 'ATHLETE'
  | 'COACH';

export type PublicClubsInput = {
  page?: number;
  perPage?: number;
  regionId?: number | null | undefined;
  search?: string | null | undefined;
};

export type PublicMembersInput = {
  birthYear?: number | null | undefined;
  clubId?: number | null | undefined;
  page?: number;
  perPage?: number;
  search?: string | null | undefined;
};

/** A race as its form sends it. */
export type RaceInputObject = {
  categories: Array<RacingCategoryInput>;
  genderGroup: RacingGenderGroup;
  /** Null: a new race. */
  id?: number | null | undefined;
  name: string;
  raceDate: string;
  racingDisciplineId: number;
  racingTechniqueId?: number | null | undefined;
  racingTypeId?: number | null | undefined;
  /** `HH:MM`. */
  startTime?: string | null | undefined;
};

/** A category as the races form sends it (and as the season's defaults come). */
export type RacingCategoryInput = {
  birthYearFrom: number;
  birthYearTo: number;
  genderGroup: RacingGenderGroup;
  /** Null: a new category. */
  id?: number | null | undefined;
  name: string;
};

/** Filters of the events grid and the calendar. */
export type RacingEventFilterInput = {
  category?: EventCategory | null | undefined;
  departmentId?: number | null | undefined;
  /** Events ending on or after this day. */
  from?: string | null | undefined;
  /** `YYYY-MM`. */
  month?: string | null | undefined;
  organiserClubId?: number | null | undefined;
  publicationStatus?: EventPublicationStatus | null | undefined;
  regionId?: number | null | undefined;
  /** Words of the name or place. */
  search?: string | null | undefined;
  seasonId?: number | null | undefined;
  state?: RacingEventState | null | undefined;
};

/** An event as its form sends it. */
export type RacingEventInput = {
  category: EventCategory;
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
  /** ISO 3166 alpha-2. */
  country: string;
  dateFrom: string;
  dateTo: string;
  departmentId: number;
  description?: string | null | undefined;
  kind: RacingEventKind;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name: string;
  organiserClubId?: number | null | undefined;
  organiserKind: OrganiserKind;
  organiserName?: string | null | undefined;
  place: string;
  /** Null: the organising club's region. */
  regionId?: number | null | undefined;
  registrationDeadline?: string | null | undefined;
  timekeepingCompanyId?: number | null | undefined;
  web?: string | null | undefined;
};

/** Racing event kind (spec §3): an event with entries, or one that only takes results. */
export type RacingEventKind =
  /** An event with entries. */
  | 'RACING'
  /** An event that only takes results. */
  | 'RESULT';

/** Racing event state (spec §4). */
export type RacingEventState =
  | 'CANCELED'
  | 'DIGITAL_RESULTS'
  | 'HIDDEN'
  | 'REGISTRATIONS_CLOSED'
  | 'REGISTRATIONS_ENABLED'
  | 'RESULTS';

export type RacingEventSuggestionInput = {
  category: EventCategory;
  /** The offering club (OFFER). */
  clubId?: number | null | undefined;
  dateFrom: string;
  dateTo: string;
  departmentId: number;
  kind: RacingEventSuggestionKind;
  name: string;
  note?: string | null | undefined;
  place?: string | null | undefined;
};

/** Racing event suggestion and offer kinds (spec §3). */
export type RacingEventSuggestionKind =
  | 'OFFER'
  | 'REQUEST';

/** State of a suggestion. */
export type RacingEventSuggestionState =
  | 'ACCEPTED'
  | 'OPEN'
  | 'REJECTED';

/** Racing gender group (spec §3). */
export type RacingGenderGroup =
  | 'BOTH'
  | 'FEMALE'
  | 'MALE';

/** A ranking's age category (`ALL`: every age). */
export type RankingCategory =
  | 'ADULT'
  | 'ALL'
  | 'U10'
  | 'U12'
  | 'U14'
  | 'U16'
  | 'U18'
  | 'U21';

/** A ranking's rule as its department writes it. */
export type RankingInput = {
  /**
   * The results counted per athlete (the best ones); none: the rule's default (cup points
   * all, FIS points the best two).
   */
  bestResults?: number | null | undefined;
  /** Only results of this discipline (`SL`); none: every discipline. */
  discipline?: string | null | undefined;
  name: string;
  /** Only result races of these FIS categories (`NC`, `FIS`); empty: all. */
  raceCategories?: Array<string>;
  rule: RankingRule;
};

/** How a ranking's standings are computed. */
export type RankingRule =
  | 'CUP_POINTS'
  | 'FIS_LIST'
  | 'FIS_POINTS';

/** Spec §3 Rating: whether fewer points are better (FIS points) or more (cup points). */
export type Rating =
  | 'NEGATIVE'
  | 'POSITIVE';

/** A referee's type, spec §3. */
export type RefereeType =
  | 'REFEREE'
  | 'REFEREE_SPECIALIST';

export type RefundFeeInput = {
  memberId: number;
  note: string;
  uuid: string;
};

/** Where a member's registration request stands. */
export type RegistrationState =
  | 'APPROVED'
  /** Confirmed; waiting for the club. */
  | 'PENDING'
  | 'REJECTED'
  /** Sent; the applicant has not yet confirmed the e-mail address. */
  | 'UNCONFIRMED';

export type RejectBranchRequestInput = {
  id: number;
  reason: string;
};

export type RejectClubRequestInput = {
  id: number;
  reason: string;
};

export type RejectMemberClaimInput = {
  id: number;
  reason: string;
};

export type RejectMemberRegistrationInput = {
  id: number;
  reason: string;
};

/** A release note, as Admin writes it. */
export type ReleaseNoteInput = {
  /** Markdown. */
  body: string;
  releasedOn: string;
  version: string;
};

export type RequestPasswordResetInput = {
  email: string;
};

/** A request of the receiving (host) club. */
export type RequestTransferInput = {
  departmentId: number;
  kind: TransferKind;
  memberId: number;
  note?: string;
  toClubId: number;
  /** A transfer's effective date, a hosting's first day (today or later). */
  validFrom: string;
  /** A hosting's last day; none for a transfer. */
  validTo?: string | null | undefined;
};

/** How far one condition of a registration is (spec §3 Requirement states). */
export type RequirementState =
  | 'COMPLETED'
  | 'DISABLED'
  | 'REQUIRED';

export type ResetPasswordInput = {
  again: string;
  password: string;
  token: string;
};

export type ResolvePaymentInput = {
  bankTransactionId: number;
  decision: ReviewDecisionKind;
  note: string;
  /** The order it pays (ASSIGN). */
  orderUuid?: string | null | undefined;
};

export type ResolveUnresolvedAddressInput = {
  id: number;
  /** The chosen RÚIAN address point. */
  ruianAddressCode: number;
};

/** Import file formats (spec §3). */
export type ResultFormat =
  | 'CROSS_COUNTRY_JSON'
  | 'FIS_XML'
  | 'FIS_XML_DATASET';

/** The stored state of a result import: queued for the worker, running, done or failed. */
export type ResultImportState =
  | 'COMPLETED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** The details of a result race corrected by hand. */
export type ResultRaceDetailsInput = {
  birthYearFrom?: number | null | undefined;
  birthYearTo?: number | null | undefined;
  category?: string | null | undefined;
  discipline?: string | null | undefined;
  genderGroup?: RacingGenderGroup | null | undefined;
  name: string;
  place?: string | null | undefined;
  raceDate?: string | null | undefined;
  /** The event's race it belongs to (none: not told). */
  raceId?: number | null | undefined;
};

/** Result race status (spec §4). */
export type ResultRaceStatus =
  | 'CANCELED'
  | 'CHECKED'
  | 'DRAFT'
  | 'HIDDEN'
  | 'PUBLISHED';

/** Result status codes (spec §3), with the Czech meaning on a result list. */
export type ResultStatus =
  | 'DNF'
  | 'DNQ'
  | 'DNS'
  | 'DQB'
  | 'DSQ'
  | 'LAP'
  | 'NCL'
  | 'NPS'
  | 'QLF'
  | 'RAL';

/** Admin's decision on a payment of the review list. */
export type ReviewDecisionKind =
  /** The payment pays the order `orderUuid`. */
  | 'ASSIGN'
  /** Nothing to pay with it. */
  | 'DISMISS';

/** Where a transaction of the review list stands. */
export type ReviewState =
  /** Admin assigned it to an order, which it paid. */
  | 'ASSIGNED'
  /** Admin dismissed it (returned to the payer, not a fee, …). */
  | 'DISMISSED'
  /** Nothing to review (matched automatically, or not a fee). */
  | 'NONE'
  /** Waiting for Admin. */
  | 'OPEN';

/** The grid's filter (kept in the page's URL). */
export type RoleHoldersFilter = {
  /** A word of the issuing course. */
  course?: string | null | undefined;
  /** The qualification's value (a coach's level LEVEL0–LEVEL4, a licence, a type). */
  qualification?: string | null | undefined;
  /** A word of the name or the registration number. */
  search?: string | null | undefined;
  /** In force now when left out. */
  validity?: RoleValidity | null | undefined;
};

/** Which holders a department grid shows, judged on today. */
export type RoleValidity =
  | 'ALL'
  /** Ended before today. */
  | 'EXPIRED'
  /** Ending within 30 days. */
  | 'EXPIRING'
  /** In force today. */
  | 'VALID';

/** Setting the members' answer to the federation (the season rollover acts on it). */
export type SetMemberAnswersInput = {
  answer: MemberAnswerStatus;
  /** The members, at most 1,000; all are set or none. */
  memberIds: Array<number>;
};

/** Sex of a member, spec §3, with the Czech word exports use. */
export type Sex =
  | 'FEMALE'
  | 'MALE';

/** Sort direction, spec §3. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A race's start settings as the managers send them. */
export type StartListInput = {
  firstStart?: string | null | undefined;
  intervalSeconds?: number | null | undefined;
  mode: StartMode;
  raceId: number;
  racingEventId: number;
  waveSize?: number | null | undefined;
};

/** How a race starts (issue 29). */
export type StartMode =
  | 'BIBS_ONLY'
  | 'INTERVAL'
  | 'MASS';

/** A bank statement's file format. */
export type StatementFormat =
  | 'ABO'
  | 'FIO_CSV'
  | 'FIO_JSON';

/** How a statistics page groups its figures: its tabs `kluby` and `kraje`. */
export type StatisticsGrouping =
  | 'CLUB'
  | 'REGION';

/** What a statistics page asks for. */
export type StatisticsInput = {
  by: StatisticsGrouping;
  /**
   * The department of a per-department kind; none: all departments together (a person in
   * two departments counts in both). Ignored by the other kinds.
   */
  departmentId?: number | null | undefined;
  kind: StatisticsKind;
  /** The evidence season's year. */
  year: number;
};

/** The statistics kinds of spec §3. */
export type StatisticsKind =
  | 'COACH_PER_DEPARTMENT'
  | 'COMPETITOR'
  | 'COMPETITOR_6_TO_19'
  | 'COMPETITOR_11_TO_16'
  | 'COMPETITOR_PER_DEPARTMENT'
  | 'INSTRUCTOR_PER_DEPARTMENT'
  | 'MEMBER'
  | 'RACING_EVENT'
  | 'REFEREE_PER_DEPARTMENT'
  | 'TECHNICAL_DELEGATE_PER_DEPARTMENT';

/**
 * What a stored figure counts: people (every kind but RacingEvent), or one of the racing
 * events' measures.
 */
export type StatisticsMeasure =
  | 'ENTRIES'
  | 'EVENTS'
  | 'PEOPLE'
  | 'RACES'
  | 'STARTERS';

/** The public form `/pobocny-spolek-zakladniho-lyzovani`. */
export type SubmitBranchRequestInput = {
  activities: string;
  chairEmail: string;
  chairFirstName: string;
  chairLastName: string;
  chairPhone: string;
  /**
   * The version of the consent text the chair agreed to (`branchConsent.version`); an
   * older version than the current one is refused, so nobody agrees to a text they did
   * not see.
   */
  consentVersion: string;
  departmentIds: Array<number>;
  email: string;
  expectedMembers: number;
  ico?: string | null | undefined;
  instructorCount: number;
  municipality: string;
  name: string;
  phone: string;
  postcode: string;
  regionId: number;
  street: string;
  web?: string | null | undefined;
};

/** The public registration form `/registrace-klubu`. */
export type SubmitClubRequestInput = {
  contactEmail: string;
  contactFirstName: string;
  contactLastName: string;
  contactPhone?: string | null | undefined;
  departmentIds: Array<number>;
  email: string;
  ico: string;
  legalForm: LegalForm;
  municipality: string;
  name: string;
  phone: string;
  postcode: string;
  regionId: number;
  street: string;
  web?: string | null | undefined;
};

/** The public form `/registrace-clena`. */
export type SubmitMemberRegistrationInput = {
  /** Where the confirmation link goes and the account the member will belong to. */
  applicantEmail: string;
  /** The parent's name; ignored (the member's) when the member registers alone. */
  applicantFirstName?: string | null | undefined;
  applicantLastName?: string | null | undefined;
  applicantPhone?: string | null | undefined;
  clubId: number;
  /** The version of the consent text agreed to (`registrationConsent.version`). */
  consentVersion: string;
  /** A parent registers a child (the applicant is the parent). */
  forChild: boolean;
  member: MemberInput;
};

export type SwitchIdentityInput = {
  identityId: number;
  identityType: IdentityType;
};

/** A technical delegate's type, spec §3. */
export type TechnicalDelegateType =
  | 'TECHNICAL_DELEGATE'
  | 'TECHNICAL_DELEGATE_FIS';

export type TimekeepingCompanyInput = {
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  ico?: string | null | undefined;
  name: string;
  note?: string | null | undefined;
  phone?: string | null | undefined;
  web?: string | null | undefined;
};

/** A step of an inquiry, as its history and the actions offered name it. */
export type TransferAction =
  /** The federation approves a released transfer. */
  | 'APPROVE'
  /** The hourly run: an approved transfer's day came. */
  | 'COMPLETE'
  /** The hourly run or the rollover: a hosting's last day passed. */
  | 'END'
  /** The hourly run: nobody acted in time. */
  | 'EXPIRE'
  | 'REJECT'
  /** The releasing club lets the member go. */
  | 'RELEASE'
  /** The receiving club asks. */
  | 'REQUEST'
  /** The requesting side takes it back. */
  | 'WITHDRAW';

/** Filters of the inquiries list. */
export type TransferFilterInput = {
  /** Either side. */
  clubId?: number | null | undefined;
  departmentId?: number | null | undefined;
  kind?: TransferKind | null | undefined;
  memberId?: number | null | undefined;
  /** Inquiries starting within the season (May to April). */
  seasonId?: number | null | undefined;
  state?: TransferState | null | undefined;
  /** The receiving (host) club only: whom a club hosts, or asks for. */
  toClubId?: number | null | undefined;
};

/** The kind of an inquiry (spec §3: Hosting, Transfer). */
export type TransferKind =
  | 'HOSTING'
  | 'TRANSFER';

/** The state of an inquiry (the `transfer-state` field of the spec). */
export type TransferState =
  /** Approved: a transfer waiting for its effective date, a hosting in force. */
  | 'APPROVED'
  /** The transfer took effect. */
  | 'DONE'
  /** The hosting's period is over. */
  | 'ENDED'
  /** Nobody acted in time. */
  | 'EXPIRED'
  | 'REJECTED'
  /** The releasing club released the member; the federation decides (transfers only). */
  | 'RELEASED'
  /** The receiving club asked; the releasing club decides. */
  | 'REQUESTED'
  | 'WITHDRAWN';

export type TransfersInput = {
  filter?: TransferFilterInput;
  page?: number;
  perPage?: number;
};

export type UpdateClubContactInput = {
  email?: string | null | undefined;
  fullName?: string;
  id: number;
  memberId?: number | null | undefined;
  phone?: string | null | undefined;
  role: ContactRole;
};

export type UpdateClubInput = {
  bankAccount?: string | null | undefined;
  code: string;
  departmentIds: Array<number>;
  email?: string | null | undefined;
  endedOn?: string | null | undefined;
  foundedOn?: string | null | undefined;
  ico?: string | null | undefined;
  id: number;
  legalForm: LegalForm;
  municipality: string;
  name: string;
  phone?: string | null | undefined;
  postcode: string;
  regionId: number;
  shortName: string;
  state: ClubState;
  street: string;
  web?: string | null | undefined;
};

export type UpdateManagerPermissionsInput = {
  identityId: number;
  permissions: Array<ClubPermission>;
};

export type UpdateMemberInput = {
  answerStatus?: MemberAnswerStatus;
  birthDate: string;
  /** Required for Czech citizens; foreigners may have none. */
  birthNumber?: string | null | undefined;
  citizenship: string;
  country?: string;
  email?: string | null | undefined;
  firstName: string;
  fisCode?: string | null | undefined;
  houseNumber?: string | null | undefined;
  id: number;
  lastName: string;
  middleNames?: string | null | undefined;
  municipality?: string | null | undefined;
  municipalityPart?: string | null | undefined;
  orientationNumber?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  sex: Sex;
  street?: string | null | undefined;
  titleAfter?: string | null | undefined;
  titleBefore?: string | null | undefined;
};

export type UploadMemberImportInput = {
  clubId: number;
  /** The file's encoding (CSV only); detected when not given. */
  encoding?: ImportEncoding | null | undefined;
};

export type UploadResultsInput = {
  /** Told from the file when not given. */
  format?: ResultFormat | null | undefined;
  /** The event's race the file is for (a file of one race). */
  raceId?: number | null | undefined;
  racingEventId: number;
};

/** The list's filters and page. */
export type UsersInput = {
  /** Only blocked (true) or only active (false) accounts. */
  blocked?: boolean | null | undefined;
  /** Accounts with a live identity of this type. */
  identityType?: IdentityType | null | undefined;
  /** From 1. */
  page?: number;
  /** At most 200. */
  perPage?: number;
  /** Words of a name or an e-mail address. */
  search?: string | null | undefined;
};

export type WorklistInput = {
  page?: number;
  perPage?: number;
};

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type InvitationQueryVariables = Exact<{
  token: string;
}>;


export type InvitationQuery = { invitation: { email: string, firstName: string, lastName: string, role: string, existingAccount: boolean } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { expiresAt: string, me: { activeIdentity: { identityType: IdentityType, landingPage: string } } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { sessionExpiresAt: string | null, account: { id: number, email: string, firstName: string, lastName: string } | null, activeIdentity: { identityType: IdentityType, identityId: number, name: string | null, landingPage: string, permissions: Array<string>, memberId: number | null }, identities: Array<{ identityType: IdentityType, identityId: number, name: string | null, landingPage: string }>, actions: { canListMembers: boolean, canCreateMembers: boolean, canCreateMembersWithoutClub: boolean, canListClubs: boolean, canCreateClubs: boolean, canReadClubRequests: boolean, canInviteUsers: boolean, canListUsers: boolean, canManageCodebooks: boolean, canCleanData: boolean, hasOwnProfile: boolean, canListEvents: boolean, canCreateEvents: boolean, canPublishEvents: boolean, canSuggestEvents: boolean, canListTimekeepers: boolean, canCreateTimekeepers: boolean, canListOrders: boolean, canListTransfers: boolean, canRequestTransfers: boolean, canListRoles: boolean, canListSportCenters: boolean, canReadStatistics: boolean } } };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: Array<{ kind: NotificationKind, label: string, description: string, enabled: boolean }> };

export type SetNotificationMutationVariables = Exact<{
  kind: NotificationKind;
  enabled: boolean;
}>;


export type SetNotificationMutation = { setNotification: Array<{ kind: NotificationKind, label: string, description: string, enabled: boolean }> };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SwitchIdentityMutationVariables = Exact<{
  input: SwitchIdentityInput;
}>;


export type SwitchIdentityMutation = { switchIdentity: { activeIdentity: { identityType: IdentityType, identityId: number, landingPage: string } } };

export type ApproveBranchRequestMutationVariables = Exact<{
  input: ApproveBranchRequestInput;
}>;


export type ApproveBranchRequestMutation = { approveBranchRequest: { id: number, state: BranchRequestState, stateLabel: string, clubId: number | null, clubCode: string | null } };

export type BranchConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchConsentQuery = { branchConsent: { version: string, text: string } };

export type BranchRequestsQueryVariables = Exact<{
  state?: BranchRequestState | null | undefined;
}>;


export type BranchRequestsQuery = { branchRequests: Array<{ id: number, name: string, ico: string | null, street: string, municipality: string, postcode: string, regionName: string, departmentNames: Array<string>, email: string, phone: string, web: string | null, chairFirstName: string, chairLastName: string, chairEmail: string | null, chairPhone: string | null, expectedMembers: number, instructorCount: number, activities: string, consentVersion: string, consentedAt: string, state: BranchRequestState, stateLabel: string, confirmedAt: string | null, rejectionReason: string | null, decidedAt: string | null, clubId: number | null, clubCode: string | null, createdAt: string, canDecide: boolean }> };

export type ConfirmBranchRequestMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmBranchRequestMutation = { confirmBranchRequest: BranchConfirmation };

export type RejectBranchRequestMutationVariables = Exact<{
  input: RejectBranchRequestInput;
}>;


export type RejectBranchRequestMutation = { rejectBranchRequest: { id: number, state: BranchRequestState, stateLabel: string, rejectionReason: string | null } };

export type SubmitBranchRequestMutationVariables = Exact<{
  input: SubmitBranchRequestInput;
}>;


export type SubmitBranchRequestMutation = { submitBranchRequest: string };

export type AddressPointSuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type AddressPointSuggestionsQuery = { addressPointSuggestions: Array<{ code: number, text: string }> };

export type BirthNumberProblemsQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type BirthNumberProblemsQuery = { birthNumberProblems: { totalCount: number, nodes: Array<{ memberId: number, registrationNumber: number, firstName: string, lastName: string, birthNumber: string | null, birthDate: string, sex: Sex, clubName: string | null, reason: string, checkedAt: string }> } };

export type CheckBirthNumbersMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckBirthNumbersMutation = { checkBirthNumbers: number };

export type CleanupOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type CleanupOverviewQuery = { cleanupOverview: { nicknames: number, birthNumberProblems: number, unresolvedAddresses: number, possibleDuplicates: number, pairingSuggestionRows: number } };

export type AcceptFisPairingMutationVariables = Exact<{
  memberId: number;
  fisCode: string;
}>;


export type AcceptFisPairingMutation = { acceptFisPairing: boolean };

export type RejectFisPairingMutationVariables = Exact<{
  memberId: number;
  fisCode: string;
}>;


export type RejectFisPairingMutation = { rejectFisPairing: boolean };

export type FisPairingProposalsQueryVariables = Exact<{ [key: string]: never; }>;


export type FisPairingProposalsQuery = { fisPairingProposals: { totalCount: number, nodes: Array<{ memberId: number, memberName: string, memberBirthDate: string, memberClub: string | null, fisCode: string, athleteName: string, athleteBirthYear: number | null, athleteClub: string | null, listName: string, score: number }> } };

export type FisPointsListsQueryVariables = Exact<{ [key: string]: never; }>;


export type FisPointsListsQuery = { fisPointsLists: Array<{ id: number, sector: string, listKey: string, name: string, calculatedOn: string | null, fileName: string, athletes: number, loadedAt: string }> };

export type FisProposalCountQueryVariables = Exact<{ [key: string]: never; }>;


export type FisProposalCountQuery = { fisPairingProposals: { totalCount: number } };

export type FixBirthNumberMutationVariables = Exact<{
  input: FixBirthNumberInput;
}>;


export type FixBirthNumberMutation = { fixBirthNumber: boolean };

export type MergeMembersMutationVariables = Exact<{
  input: MergeMembersInput;
}>;


export type MergeMembersMutation = { mergeMembers: boolean };

export type PossibleDuplicatesQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type PossibleDuplicatesQuery = { possibleDuplicates: { totalCount: number, nodes: Array<{ first: { memberId: number, registrationNumber: number, firstName: string, lastName: string, birthDate: string, birthNumber: string | null, clubName: string | null, createdAt: string }, second: { memberId: number, registrationNumber: number, firstName: string, lastName: string, birthDate: string, birthNumber: string | null, clubName: string | null, createdAt: string } }> } };

export type ResolveUnresolvedAddressMutationVariables = Exact<{
  input: ResolveUnresolvedAddressInput;
}>;


export type ResolveUnresolvedAddressMutation = { resolveUnresolvedAddress: number };

export type UnresolvedAddressQueryVariables = Exact<{
  id: number;
}>;


export type UnresolvedAddressQuery = { unresolvedAddress: { address: { id: number, text: string, members: number, importRows: number }, suggestions: Array<{ code: number, text: string }> } };

export type UnresolvedAddressesQueryVariables = Exact<{
  input: WorklistInput;
}>;


export type UnresolvedAddressesQuery = { unresolvedAddresses: { totalCount: number, nodes: Array<{ id: number, text: string, members: number, importRows: number, createdAt: string }> } };

export type UploadFisPointsListMutationVariables = Exact<{
  file: unknown;
}>;


export type UploadFisPointsListMutation = { uploadFisPointsList: { fileName: string, sector: string, listKey: string, listName: string, athletes: number, newList: boolean, added: number, proposals: number } };

export type ClubContactsQueryVariables = Exact<{
  clubId: number;
}>;


export type ClubContactsQuery = { clubContacts: Array<{ id: number, role: ContactRole, roleLabel: string, memberId: number | null, fullName: string, email: string | null, phone: string | null }> };

export type ClubContactQueryVariables = Exact<{
  id: number;
}>;


export type ClubContactQuery = { clubContact: { id: number, clubId: number, role: ContactRole, roleLabel: string, memberId: number | null, fullName: string, email: string | null, phone: string | null } };

export type CreateClubContactMutationVariables = Exact<{
  input: CreateClubContactInput;
}>;


export type CreateClubContactMutation = { createClubContact: { id: number } };

export type UpdateClubContactMutationVariables = Exact<{
  input: UpdateClubContactInput;
}>;


export type UpdateClubContactMutation = { updateClubContact: { id: number } };

export type DeleteClubContactMutationVariables = Exact<{
  id: number;
}>;


export type DeleteClubContactMutation = { deleteClubContact: { id: number } };

export type ClubManagersQueryVariables = Exact<{
  clubId: number;
}>;


export type ClubManagersQuery = { clubManagers: { canManage: boolean, managers: Array<{ identityId: number, email: string | null, firstName: string, lastName: string, permissions: Array<ClubPermission> }>, invitations: Array<{ id: number, email: string | null, firstName: string, lastName: string, permissions: Array<ClubPermission>, expiresAt: string }> } };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { inviteUser: string };

export type UpdateManagerPermissionsMutationVariables = Exact<{
  input: UpdateManagerPermissionsInput;
}>;


export type UpdateManagerPermissionsMutation = { updateManagerPermissions: { identityId: number, permissions: Array<ClubPermission> } };

export type RevokeManagerMutationVariables = Exact<{
  identityId: number;
}>;


export type RevokeManagerMutation = { revokeManager: { identityId: number } };

export type SubmitClubRequestMutationVariables = Exact<{
  input: SubmitClubRequestInput;
}>;


export type SubmitClubRequestMutation = { submitClubRequest: string };

export type ClubRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClubRequestsQuery = { clubRequests: Array<{ id: number, name: string, legalFormLabel: string, ico: string, street: string, municipality: string, postcode: string, regionName: string, departmentNames: Array<string>, email: string, phone: string, web: string | null, contactFirstName: string, contactLastName: string, contactEmail: string | null, contactPhone: string | null, state: ClubRequestState, stateLabel: string, rejectionReason: string | null, decidedAt: string | null, clubId: number | null, createdAt: string, canDecide: boolean }> };

export type ApproveClubRequestMutationVariables = Exact<{
  input: ApproveClubRequestInput;
}>;


export type ApproveClubRequestMutation = { approveClubRequest: { id: number, stateLabel: string, clubId: number | null } };

export type RejectClubRequestMutationVariables = Exact<{
  input: RejectClubRequestInput;
}>;


export type RejectClubRequestMutation = { rejectClubRequest: { id: number, stateLabel: string } };

export type ClubStatisticsQueryVariables = Exact<{
  clubId: number;
}>;


export type ClubStatisticsQuery = { clubStatistics: { total: number, ageGroups: Array<{ ageGroup: AgeGroup, label: string, male: number, female: number, total: number }> } };

export type ClubOwnRequestsQueryVariables = Exact<{
  clubId: number;
}>;


export type ClubOwnRequestsQuery = { clubOwnRequests: Array<{ id: number, name: string, ico: string, stateLabel: string, createdAt: string, decidedAt: string | null, contactFirstName: string, contactLastName: string, contactEmail: string | null, departmentNames: Array<string> }> };

export type ClubsQueryVariables = Exact<{
  input: ClubsInput;
}>;


export type ClubsQuery = { clubs: { totalCount: number, actions: { canCreate: boolean, exportUrl: string | null, nsaExportUrl: string | null }, nodes: Array<{ id: number, code: string, name: string, shortName: string, municipality: string, regionName: string, memberCount: number, stateLabel: string, state: ClubState, departments: Array<{ id: number, code: string, name: string }> }> } };

export type ClubQueryVariables = Exact<{
  id: number;
}>;


export type ClubQuery = { club: { id: number, code: string, name: string, shortName: string, ico: string | null, legalForm: LegalForm, legalFormLabel: string, street: string, municipality: string, postcode: string, regionId: number, regionName: string, email: string | null, phone: string | null, web: string | null, bankAccount: string | null, state: ClubState, stateLabel: string, foundedOn: string | null, endedOn: string | null, memberCount: number, access: AccessLevel, reservedFields: Array<ClubField>, departments: Array<{ id: number, code: string, name: string }> } };

export type CreateClubMutationVariables = Exact<{
  input: ClubInput;
}>;


export type CreateClubMutation = { createClub: { id: number } };

export type UpdateClubMutationVariables = Exact<{
  input: UpdateClubInput;
}>;


export type UpdateClubMutation = { updateClub: { id: number } };

export type HostedMembersQueryVariables = Exact<{
  clubId: number;
}>;


export type HostedMembersQuery = { transfers: { hasMore: boolean, items: Array<{ id: number, memberId: number, registrationNumber: number, memberName: string, birthYear: number, fromClubName: string, toClubId: number, departmentName: string, validFrom: string, validTo: string | null }> } };

export type PublicClubsQueryVariables = Exact<{
  input: PublicClubsInput;
}>;


export type PublicClubsQuery = { publicClubs: { totalCount: number, nodes: Array<{ id: number, name: string, shortName: string, slug: string, municipality: string, regionName: string, departmentNames: Array<string>, memberCount: number }> } };

export type PublicClubQueryVariables = Exact<{
  id: number;
}>;


export type PublicClubQuery = { publicClub: { club: { id: number, code: string, name: string, shortName: string, slug: string, municipality: string, regionName: string, email: string | null, phone: string | null, web: string | null, departmentNames: Array<string>, memberCount: number, stateLabel: string }, contacts: Array<{ roleLabel: string, fullName: string }>, members: Array<{ id: number, firstName: string, lastName: string, birthYear: number }> } };

export type ContentArticleQueryVariables = Exact<{
  id: number;
}>;


export type ContentArticleQuery = { article: { id: number, title: string, slug: string, perex: string, author: string, body: string, active: boolean, publishedAt: string | null, isPublic: boolean, url: string, parentId: number | null, parentTitle: string | null, updatedAt: string, seoTitle: string | null, seoDescription: string | null, ogTitle: string | null, ogDescription: string | null, mainImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, ogImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, children: Array<{ id: number, title: string }> } };

export type ContentArticlesQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
}>;


export type ContentArticlesQuery = { articles: { hasMore: boolean, items: Array<{ id: number, title: string, slug: string, author: string, active: boolean, publishedAt: string | null, isPublic: boolean, url: string, parentId: number | null, parentTitle: string | null, updatedAt: string }> } };

export type UploadContentImageMutationVariables = Exact<{
  file: unknown;
}>;


export type UploadContentImageMutation = { uploadContentImage: { id: number, width: number, height: number, src: string, srcSet: string } };

export type ContentPageQueryVariables = Exact<{
  id: number;
}>;


export type ContentPageQuery = { contentPage: { id: number, title: string, slug: string, active: boolean, url: string, updatedAt: string, seoTitle: string | null, seoDescription: string | null, ogTitle: string | null, ogDescription: string | null, ogImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, sections: Array<{ kind: PageSectionKind, title: string | null, subtitle: string | null, text: string | null, features: Array<{ name: string, image: { id: number, width: number, height: number, src: string, srcSet: string } | null }>, people: Array<{ name: string, description: string | null, text: string | null, phone: string | null, image: { id: number, width: number, height: number, src: string, srcSet: string } | null }> }> } };

export type ContentPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentPagesQuery = { contentPages: Array<{ id: number, title: string, slug: string, active: boolean, url: string, updatedAt: string }> };

export type DeleteArticleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteArticleMutation = { deleteArticle: boolean };

export type DeleteContentPageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteContentPageMutation = { deleteContentPage: boolean };

export type RichTextPreviewQueryVariables = Exact<{
  text: string;
}>;


export type RichTextPreviewQuery = { richTextPreview: string };

export type CreateArticleMutationVariables = Exact<{
  input: ArticleInput;
}>;


export type CreateArticleMutation = { createArticle: { id: number, title: string } };

export type UpdateArticleMutationVariables = Exact<{
  id: number;
  input: ArticleInput;
}>;


export type UpdateArticleMutation = { updateArticle: { id: number, title: string } };

export type CreateContentPageMutationVariables = Exact<{
  input: ContentPageInput;
}>;


export type CreateContentPageMutation = { createContentPage: { id: number, title: string } };

export type UpdateContentPageMutationVariables = Exact<{
  id: number;
  input: ContentPageInput;
}>;


export type UpdateContentPageMutation = { updateContentPage: { id: number, title: string } };

export type PublicArticleQueryVariables = Exact<{
  slug: string;
}>;


export type PublicArticleQuery = { publicArticle: { id: number, title: string, slug: string, perex: string, author: string, publishedAt: string | null, url: string, bodyHtml: string, seoTitle: string | null, seoDescription: string | null, ogTitle: string | null, ogDescription: string | null, ogImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, mainImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, children: Array<{ id: number, title: string, slug: string, perex: string, publishedAt: string | null, url: string }> } };

export type PublicArticlesQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type PublicArticlesQuery = { publicArticles: { hasMore: boolean, items: Array<{ id: number, title: string, slug: string, perex: string, author: string, publishedAt: string | null, url: string, mainImage: { id: number, width: number, height: number, src: string, srcSet: string } | null }> } };

export type PublicContentPageQueryVariables = Exact<{
  slug: string;
}>;


export type PublicContentPageQuery = { publicContentPage: { id: number, title: string, slug: string, url: string, seoTitle: string | null, seoDescription: string | null, ogTitle: string | null, ogDescription: string | null, ogImage: { id: number, width: number, height: number, src: string, srcSet: string } | null, sections: Array<{ kind: PageSectionKind, title: string | null, subtitle: string | null, html: string | null, features: Array<{ name: string, image: { id: number, width: number, height: number, src: string, srcSet: string } | null }>, people: Array<{ name: string, description: string | null, text: string | null, phone: string | null, image: { id: number, width: number, height: number, src: string, srcSet: string } | null }> }> } };

export type ChangeFeedbackMutationVariables = Exact<{
  id: number;
  status?: FeedbackStatus | null | undefined;
  comment?: string | null | undefined;
}>;


export type ChangeFeedbackMutation = { changeFeedback: { feedback: { id: number, status: FeedbackStatus, statusLabel: string } } };

export type DeleteReleaseNoteMutationVariables = Exact<{
  id: number;
}>;


export type DeleteReleaseNoteMutation = { deleteReleaseNote: boolean };

export type FeedbackListQueryVariables = Exact<{
  filter: FeedbackListFilter;
}>;


export type FeedbackListQuery = { feedbackList: { nextBeforeId: number | null, allReports: boolean, items: Array<{ id: number, kind: FeedbackKind, kindLabel: string, status: FeedbackStatus, statusLabel: string, text: string, reporterName: string, reportedAs: string, createdAt: string }> } };

export type FeedbackQueryVariables = Exact<{
  id: number;
}>;


export type FeedbackQuery = { feedback: { canComment: boolean, feedback: { id: number, kind: FeedbackKind, kindLabel: string, status: FeedbackStatus, statusLabel: string, text: string, page: string | null, browser: string | null, reporterName: string, reportedAs: string, screenshotUrl: string | null, createdAt: string, updatedAt: string }, events: Array<{ id: number, authorName: string | null, change: string | null, comment: string | null, createdAt: string }>, nextStatuses: Array<{ status: FeedbackStatus, label: string }> } };

export type MarkReleaseNotesReadMutationVariables = Exact<{
  upToId?: number | null | undefined;
}>;


export type MarkReleaseNotesReadMutation = { markReleaseNotesRead: boolean };

export type ReleaseNotesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReleaseNotesQuery = { releaseNotes: { unreadCount: number, canWrite: boolean, items: Array<{ id: number, version: string, releasedOn: string, body: string, bodyHtml: string, unread: boolean }> } };

export type ReportFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
  file?: unknown;
}>;


export type ReportFeedbackMutation = { reportFeedback: { id: number } };

export type SaveReleaseNoteMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ReleaseNoteInput;
}>;


export type SaveReleaseNoteMutation = { saveReleaseNote: { id: number, version: string } };

export type UnreadReleaseNotesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadReleaseNotesQuery = { unreadReleaseNotes: number };

export type PublicHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicHomeQuery = { articles: { hasMore: boolean, items: Array<{ id: number, title: string, slug: string, perex: string, author: string, publishedAt: string | null, url: string, mainImage: { id: number, width: number, height: number, src: string, srcSet: string } | null }> }, upcoming: { nodes: Array<{ id: number, name: string, place: string, country: string, dateFrom: string, dateTo: string, departmentCode: string, departmentName: string, category: EventCategory, categoryLabel: string, organiser: string, regionName: string | null, state: RacingEventState, stateLabel: string, dateChange: EventDateChange, dateChangeLabel: string, hasResults: boolean, resultsPublishedAt: string | null }> }, results: { nodes: Array<{ id: number, name: string, place: string, country: string, dateFrom: string, dateTo: string, departmentCode: string, departmentName: string, category: EventCategory, categoryLabel: string, organiser: string, regionName: string | null, state: RacingEventState, stateLabel: string, dateChange: EventDateChange, dateChangeLabel: string, hasResults: boolean, resultsPublishedAt: string | null }> } };

export type ClubMemberImportsQueryVariables = Exact<{
  clubId: number;
}>;


export type ClubMemberImportsQuery = { clubMemberImports: Array<{ id: number, fileName: string, state: MemberImportState, totalRows: number, processedRows: number, createdAt: string, finishedAt: string | null }> };

export type ConfirmMemberImportMutationVariables = Exact<{
  id: number;
}>;


export type ConfirmMemberImportMutation = { confirmMemberImport: { id: number, state: MemberImportState, progress: ImportProgress, processedRows: number, totalRows: number } };

export type DiscardMemberImportMutationVariables = Exact<{
  id: number;
}>;


export type DiscardMemberImportMutation = { discardMemberImport: boolean };

export type MemberImportRowsQueryVariables = Exact<{
  input: MemberImportRowsInput;
}>;


export type MemberImportRowsQuery = { memberImportRows: { totalCount: number, nodes: Array<{ line: number, name: string, outcome: ImportOutcome, predicted: boolean, message: string, detail: string | null, memberId: number | null }> } };

export type MemberImportQueryVariables = Exact<{
  id: number;
}>;


export type MemberImportQuery = { memberImport: { id: number, clubId: number, clubName: string, fileName: string, fileKind: string, encoding: ImportEncoding | null, layout: string, state: MemberImportState, progress: ImportProgress, totalRows: number, processedRows: number, warnings: Array<string>, error: string | null, createdAt: string, finishedAt: string | null, skippedRowsUrl: string, counts: Array<{ outcome: ImportOutcome, message: string, count: number }>, columns: Array<{ index: number, header: string, field: string | null, fieldLabel: string | null }> } };

export type UploadMemberImportMutationVariables = Exact<{
  input: UploadMemberImportInput;
  file: unknown;
}>;


export type UploadMemberImportMutation = { uploadMemberImport: { id: number } };

export type AddMemberRoleMutationVariables = Exact<{
  memberId: number;
  input: MemberRoleInput;
}>;


export type AddMemberRoleMutation = { addMemberRole: { id: number, kindLabel: string, departmentName: string | null } };

export type MemberEvidenceSeasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberEvidenceSeasonsQuery = { evidenceSeasons: Array<{ id: number, name: string, validFrom: string, validTo: string }> };

export type SetMemberAnswersMutationVariables = Exact<{
  input: SetMemberAnswersInput;
}>;


export type SetMemberAnswersMutation = { setMemberAnswers: { answer: MemberAnswerStatus, changedMemberIds: Array<number> } };

export type AddAthleteRolesMutationVariables = Exact<{
  input: AddAthleteRolesInput;
}>;


export type AddAthleteRolesMutation = { addAthleteRoles: { added: number, alreadyAthletes: number } };

export type EndMembershipsMutationVariables = Exact<{
  input: EndMembershipsInput;
}>;


export type EndMembershipsMutation = { endMemberships: number };

export type MemberClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberClubsQuery = { clubs: { nodes: Array<{ id: number, name: string, code: string, access: AccessLevel }> } };

export type MemberRolesQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberRolesQuery = { memberRoles: { canEdit: boolean, changeableRoleIds: Array<number>, nodes: Array<{ id: number, kind: MemberRoleKind, kindLabel: string, departmentId: number | null, departmentCode: string | null, departmentName: string | null, validFrom: string, validTo: string | null, coachLevel: CoachLevel | null, instructorLicence: InstructorLicence | null, refereeType: RefereeType | null, technicalDelegateType: TechnicalDelegateType | null, licenceNumber: string | null, course: string | null, note: string | null }>, athleteDepartments: Array<{ id: number, code: string, name: string }>, grantable: Array<{ kind: MemberRoleKind, kindLabel: string, departments: Array<{ id: number, code: string, name: string }> }> } };

export type AddAthleteRoleMutationVariables = Exact<{
  input: AddAthleteRoleInput;
}>;


export type AddAthleteRoleMutation = { addAthleteRole: { id: number } };

export type EndMemberRoleMutationVariables = Exact<{
  input: EndMemberRoleInput;
}>;


export type EndMemberRoleMutation = { endMemberRole: { id: number, validTo: string | null } };

export type ClubRacingMembersQueryVariables = Exact<{
  clubId: number;
  departmentCode?: string | null | undefined;
}>;


export type ClubRacingMembersQuery = { clubRacingMembers: { total: number, departments: Array<{ total: number, department: { id: number, code: string, name: string }, ageGroups: Array<{ ageGroup: AgeGroup, label: string, male: number, female: number, total: number }> }>, members: Array<{ memberId: number, firstName: string, lastName: string, sex: Sex, birthYear: number, departmentCodes: Array<string> }> } };

export type MemberTransfersQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberTransfersQuery = { transfers: { hasMore: boolean, items: Array<{ id: number, kind: TransferKind, kindLabel: string, state: TransferState, stateLabel: string, fromClubName: string, toClubName: string, departmentName: string, validFrom: string, validTo: string | null, reason: string | null, createdAt: string }> } };

export type MemberQueryVariables = Exact<{
  id: number;
}>;


export type MemberQuery = { member: { id: number, registrationNumber: number, titleBefore: string | null, firstName: string, middleNames: string | null, lastName: string, titleAfter: string | null, sex: Sex, birthYear: number, citizenship: string, fisCode: string | null, answerStatus: MemberAnswerStatus, archived: boolean, clubId: number | null, clubName: string | null, memberSince: string | null, birthNumber: string | null, birthDate: string | null, municipality: string | null, municipalityPart: string | null, street: string | null, houseNumber: string | null, orientationNumber: string | null, postcode: string | null, country: string | null, email: string | null, phone: string | null, access: AccessLevel, personalInfoAccess: AccessLevel, canEndMembership: boolean, canArchive: boolean, canRestore: boolean, canJoinClub: boolean, canChangePhoto: boolean, archivedAt: string | null, archiveReason: string | null, photoPublic: boolean, hasPhoto: boolean } };

export type CreateMemberMutationVariables = Exact<{
  input: CreateMemberInput;
}>;


export type CreateMemberMutation = { createMember: { id: number } };

export type UpdateMemberMutationVariables = Exact<{
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { updateMember: { id: number } };

export type EndMembershipMutationVariables = Exact<{
  input: EndMembershipInput;
}>;


export type EndMembershipMutation = { endMembership: { id: number } };

export type ArchiveMemberMutationVariables = Exact<{
  input: ArchiveMemberInput;
}>;


export type ArchiveMemberMutation = { archiveMember: { id: number, archived: boolean } };

export type RestoreMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type RestoreMemberMutation = { restoreMember: { id: number, archived: boolean } };

export type UploadMemberPhotoMutationVariables = Exact<{
  memberId: number;
  file: unknown;
}>;


export type UploadMemberPhotoMutation = { uploadMemberPhoto: { id: number, hasPhoto: boolean } };

export type DeleteMemberPhotoMutationVariables = Exact<{
  memberId: number;
}>;


export type DeleteMemberPhotoMutation = { deleteMemberPhoto: { id: number, hasPhoto: boolean } };

export type SetMemberPhotoPublicMutationVariables = Exact<{
  memberId: number;
  public: boolean;
}>;


export type SetMemberPhotoPublicMutation = { setMemberPhotoPublic: { id: number, photoPublic: boolean } };

export type JoinClubMutationVariables = Exact<{
  input: JoinClubInput;
}>;


export type JoinClubMutation = { joinClub: { id: number, clubId: number | null } };

export type MembersQueryVariables = Exact<{
  input: MembersInput;
}>;


export type MembersQuery = { members: { hasNextPage: boolean, endCursor: string | null, personalInfoAccess: AccessLevel, actions: { canCreate: boolean, canImport: boolean, exportUrl: string | null, nsaExportUrl: string | null, generalMeetingExportUrl: string | null, canListArchived: boolean, canAddAthleteRoles: boolean, canEndMemberships: boolean }, nodes: Array<{ id: number, registrationNumber: number, firstName: string, lastName: string, sex: Sex, birthYear: number, birthDate: string | null, birthNumber: string | null, memberSince: string | null, club: { id: number, name: string, shortName: string } | null, region: { id: number, name: string } | null }> } };

export type MembersCountQueryVariables = Exact<{
  filter: MemberFilterInput;
}>;


export type MembersCountQuery = { membersCount: { count: number, capped: boolean } };

export type PublicMembersQueryVariables = Exact<{
  input: PublicMembersInput;
}>;


export type PublicMembersQuery = { publicMembers: { totalCount: number, totalCountCapped: boolean, nodes: Array<{ id: number, slug: string, firstName: string, lastName: string, birthYear: number, sex: Sex, clubId: number | null, clubName: string | null }> } };

export type PublicMemberQueryVariables = Exact<{
  id: number;
}>;


export type PublicMemberQuery = { publicMember: { id: number, slug: string, firstName: string, lastName: string, birthYear: number, sex: Sex, clubId: number | null, clubName: string | null, clubSlug: string | null, fisCode: string | null, hasPublicPhoto: boolean } };

export type MemberClubHistoryQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberClubHistoryQuery = { memberClubHistory: Array<{ id: number, clubId: number, clubName: string, clubCode: string, validFrom: string, validTo: string | null }> };

export type UpdateMemberRoleMutationVariables = Exact<{
  roleId: number;
  input: MemberRoleInput;
}>;


export type UpdateMemberRoleMutation = { updateMemberRole: { id: number, kindLabel: string, departmentName: string | null, validFrom: string, validTo: string | null } };

export type MemberSeasonsQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberSeasonsQuery = { memberSeasons: Array<{ evidenceSeasonId: number, name: string, clubNames: Array<string>, feePaidOn: string | null, feeAmount: number | null, feeClubName: string | null, athleteDepartments: Array<string> }> };

export type MembersNsaCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersNsaCheckQuery = { membersNsaCheck: { total: number, refused: Array<{ memberId: number, registrationNumber: number, fullName: string, problems: Array<string> }> } };

export type UpdateOwnContactsMutationVariables = Exact<{
  input: OwnContactsInput;
}>;


export type UpdateOwnContactsMutation = { updateOwnContacts: { id: number, email: string | null, phone: string | null } };

export type BankStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankStatementsQuery = { bankStatements: Array<{ id: number, format: StatementFormat, formatLabel: string, fileName: string, fetched: boolean, account: string | null, state: ResultImportState, progress: ImportProgress, totalRows: number, processedRows: number, matched: number, forReview: number, ignored: number, alreadyImported: number, outOfScope: number, problems: Array<string>, error: string | null, createdByName: string | null, createdAt: string, finishedAt: string | null }> };

export type BankStatementQueryVariables = Exact<{
  id: number;
}>;


export type BankStatementQuery = { bankStatement: { id: number, format: StatementFormat, formatLabel: string, fileName: string, fetched: boolean, account: string | null, state: ResultImportState, progress: ImportProgress, totalRows: number, processedRows: number, matched: number, forReview: number, ignored: number, alreadyImported: number, outOfScope: number, problems: Array<string>, error: string | null, createdByName: string | null, createdAt: string, finishedAt: string | null } };

export type BankStatementRowsQueryVariables = Exact<{
  id: number;
  page: number;
  perPage: number;
}>;


export type BankStatementRowsQuery = { bankStatementRows: { totalCount: number, nodes: Array<{ id: number, bookedOn: string, amount: number, currency: string, variableSymbol: string | null, counterAccount: string | null, counterName: string | null, message: string | null, matched: PaymentMatch, matchedLabel: string, review: ReviewState, reviewLabel: string, reviewNote: string | null, reviewedByName: string | null, orderUuid: string | null, orderSymbol: string | null, orderAmount: number | null, orderState: OrderState | null, clubName: string | null }> } };

export type UploadBankStatementMutationVariables = Exact<{
  file: unknown;
}>;


export type UploadBankStatementMutation = { uploadBankStatement: { id: number } };

export type ChangeOrderMutationVariables = Exact<{
  input: ChangeOrderInput;
}>;


export type ChangeOrderMutation = { changeOrder: { uuid: string, state: OrderState, stateLabel: string } };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { uuid: string } };

export type FeeSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeSchedulesQuery = { feeSchedules: Array<{ evidenceSeasonId: number, seasonName: string, seasonYear: number, defined: boolean, basicFee: number, adultFee: number, childFee: number, seniorFee: number, childMaxAge: number, seniorMinAge: number, canEdit: boolean }> };

export type SaveFeeScheduleMutationVariables = Exact<{
  input: FeeScheduleInput;
}>;


export type SaveFeeScheduleMutation = { saveFeeSchedule: { evidenceSeasonId: number } };

export type OrderFormQueryVariables = Exact<{
  clubId: number;
  evidenceSeasonId: number;
}>;


export type OrderFormQuery = { orderForm: { clubId: number, clubName: string, evidenceSeasonId: number, seasonName: string, fees: { basicFee: number, adultFee: number, childFee: number, seniorFee: number, childMaxAge: number, seniorMinAge: number }, members: Array<{ memberId: number, registrationNumber: number, firstName: string, lastName: string, birthYear: number, ageGroup: AgeGroup, athlete: boolean, athleteDepartmentIds: Array<number>, feeKind: FeeKind, feeLabel: string, fee: number, paidByClub: string | null, heldByOrder: string | null, orderable: boolean }> } };

export type OrderQueryVariables = Exact<{
  uuid: string;
}>;


export type OrderQuery = { order: { uuid: string, clubId: number, clubName: string, clubCode: string, evidenceSeasonId: number, seasonName: string, state: OrderState, stateLabel: string, availability: PaymentAvailability | null, amount: number, memberCount: number, variableSymbol: string, createdAt: string, createdByName: string | null, paidOn: string | null, publicPath: string, confirmationPdfUrl: string | null, instructionsPdfUrl: string | null, members: Array<{ memberId: number, registrationNumber: number, firstName: string, lastName: string, feeKind: FeeKind, feeLabel: string, amount: number, refunded: boolean, refundNote: string | null, canRefund: boolean }>, history: Array<{ actionLabel: string, fromState: OrderState | null, toState: OrderState, toStateLabel: string, note: string | null, byName: string | null, at: string }>, bankPayments: Array<{ bankTransactionId: number, bookedOn: string, amount: number, counterName: string | null, matched: PaymentMatch, matchedLabel: string, review: ReviewState, reviewLabel: string, reviewNote: string | null }>, instructions: { account: string, iban: string, recipient: string, amount: number, variableSymbol: string, message: string, qrText: string } | null, actions: { canMarkSent: boolean, canCancel: boolean, canMarkFailed: boolean, canMarkPaid: boolean } } };

export type OrdersQueryVariables = Exact<{
  input: OrdersInput;
}>;


export type OrdersQuery = { orders: { totalCount: number, exportUrl: string, canManagePayments: boolean, canUploadStatements: boolean, nodes: Array<{ uuid: string, clubId: number, clubName: string, clubCode: string, evidenceSeasonId: number, seasonName: string, state: OrderState, stateLabel: string, amount: number, memberCount: number, variableSymbol: string, createdAt: string, paidOn: string | null }> } };

export type PaidSummaryQueryVariables = Exact<{
  evidenceSeasonId: number;
  paidBy?: string | null | undefined;
}>;


export type PaidSummaryQuery = { paidSummary: { evidenceSeasonId: number, seasonName: string, paidBy: string, memberCount: number, amount: number, clubs: Array<{ clubId: number, clubName: string, clubCode: string, memberCount: number, amount: number }> } };

export type PaymentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentChoicesQuery = { evidenceSeasons: Array<{ id: number, name: string, year: number, validFrom: string, validTo: string }>, clubs: { nodes: Array<{ id: number, name: string, code: string }> }, departments: Array<{ id: number, name: string }> };

export type PublicOrderQueryVariables = Exact<{
  uuid: string;
}>;


export type PublicOrderQuery = { publicOrder: { uuid: string, clubName: string, seasonName: string, state: OrderState, stateLabel: string, availability: PaymentAvailability | null, amount: number, memberCount: number, variableSymbol: string, createdAt: string, paidOn: string | null, confirmationPdfUrl: string | null, instructionsPdfUrl: string | null, members: Array<{ firstName: string, lastName: string, feeLabel: string, amount: number, refunded: boolean }>, instructions: { account: string, iban: string, recipient: string, amount: number, variableSymbol: string, message: string, qrText: string } | null } };

export type RefundFeeMutationVariables = Exact<{
  input: RefundFeeInput;
}>;


export type RefundFeeMutation = { refundFee: { uuid: string } };

export type ReviewPaymentsQueryVariables = Exact<{
  review: ReviewState;
  page: number;
  perPage: number;
}>;


export type ReviewPaymentsQuery = { reviewPayments: { totalCount: number, nodes: Array<{ id: number, bookedOn: string, amount: number, currency: string, variableSymbol: string | null, counterAccount: string | null, counterName: string | null, message: string | null, matched: PaymentMatch, matchedLabel: string, review: ReviewState, reviewLabel: string, reviewNote: string | null, reviewedByName: string | null, orderUuid: string | null, orderSymbol: string | null, orderAmount: number | null, orderState: OrderState | null, clubName: string | null }> } };

export type ResolvePaymentMutationVariables = Exact<{
  input: ResolvePaymentInput;
}>;


export type ResolvePaymentMutation = { resolvePayment: { id: number, review: ReviewState, reviewLabel: string } };

export type RaceEntriesQueryVariables = Exact<{
  racingEventId: number;
  clubId?: number | null | undefined;
  withWithdrawn: boolean;
}>;


export type RaceEntriesQuery = { raceEntries: Array<{ id: number, raceId: number, raceName: string, raceDate: string, racingCategoryId: number, categoryName: string, memberId: number | null, registrationNumber: number | null, firstName: string, lastName: string, birthYear: number, sex: Sex, clubId: number | null, clubName: string, nation: string, bib: number | null, state: EntryState, late: boolean, enteredVia: EntryVia, createdAt: string, withdrawnAt: string | null }> };

export type ClubEntryFormQueryVariables = Exact<{
  racingEventId: number;
  clubId: number;
}>;


export type ClubEntryFormQuery = { clubEntryForm: Array<{ memberId: number, registrationNumber: number, firstName: string, lastName: string, sex: Sex, birthYear: number, athlete: boolean, races: Array<{ raceId: number, refusalCode: string | null, refusalMessage: string | null, categoryIds: Array<number>, entered: boolean }> }> };

export type EnterClubAthletesMutationVariables = Exact<{
  racingEventId: number;
  clubId: number;
  entries: Array<ClubEntryInput> | ClubEntryInput;
}>;


export type EnterClubAthletesMutation = { enterClubAthletes: Array<{ memberId: number, raceId: number, raceEntryId: number | null, code: string | null, message: string | null }> };

export type EnterMemberMutationVariables = Exact<{
  racingEventId: number;
  memberId?: number | null | undefined;
  raceId: number;
  racingCategoryId?: number | null | undefined;
}>;


export type EnterMemberMutation = { enterMember: number };

export type EnterNonMemberMutationVariables = Exact<{
  racingEventId: number;
  input: NonMemberEntryInput;
}>;


export type EnterNonMemberMutation = { enterNonMember: number };

export type WithdrawEntryMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawEntryMutation = { withdrawEntry: boolean };

export type MoveEntryMutationVariables = Exact<{
  id: number;
  racingCategoryId: number;
}>;


export type MoveEntryMutation = { moveEntry: boolean };

export type SetEntryBibMutationVariables = Exact<{
  id: number;
  bib?: number | null | undefined;
}>;


export type SetEntryBibMutation = { setEntryBib: boolean };

export type AssignBibsMutationVariables = Exact<{
  racingEventId: number;
  raceId: number;
  first: number;
}>;


export type AssignBibsMutation = { assignBibs: number };

export type RacingCodebooksQueryVariables = Exact<{ [key: string]: never; }>;


export type RacingCodebooksQuery = { departments: Array<{ id: number, code: string, name: string }>, seasons: Array<{ id: number, name: string }>, regions: Array<{ id: number, code: string, name: string }>, racingDisciplines: Array<{ id: number, departmentId: number, code: string, name: string }>, racingTechniques: Array<{ id: number, code: string, name: string }>, racingTypes: Array<{ id: number, departmentId: number, code: string, name: string }> };

export type CalendarCodebooksQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarCodebooksQuery = { departments: Array<{ id: number, code: string, name: string }>, regions: Array<{ id: number, code: string, name: string }> };

export type OrganiserClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganiserClubsQuery = { clubs: { nodes: Array<{ id: number, code: string, name: string }> } };

export type EventTimekeepersQueryVariables = Exact<{ [key: string]: never; }>;


export type EventTimekeepersQuery = { timekeepingCompanies: Array<{ id: number, name: string }> };

export type RacingEventQueryVariables = Exact<{
  id: number;
}>;


export type RacingEventQuery = { racingEvent: { access: AccessLevel, canWithdrawOwnEntries: boolean, event: { id: number, kind: RacingEventKind, name: string, departmentId: number, departmentCode: string, departmentName: string, seasonId: number, seasonName: string, category: EventCategory, categoryLabel: string, organiserKind: OrganiserKind, organiserClubId: number | null, organiser: string, organiserName: string | null, regionId: number | null, regionName: string | null, place: string, country: string, latitude: number | null, longitude: number | null, dateFrom: string, dateTo: string, registrationDeadline: string | null, state: RacingEventState, stateLabel: string, publicationStatus: EventPublicationStatus | null, dateChange: EventDateChange, dateChangeLabel: string, publishedAt: string | null, timekeepingCompanyId: number | null, timekeepingCompanyName: string | null, description: string | null, contactEmail: string | null, contactPhone: string | null, web: string | null, raceCount: number, entryCount: number, updatedAt: string, actions: { canEdit: boolean, canPublish: boolean, canEnterClub: boolean, entryClubId: number | null, canManageEntries: boolean, canEnterSelf: boolean, nextStates: Array<RacingEventState>, entriesOpen: boolean } }, races: Array<{ id: number, name: string, racingDisciplineId: number, disciplineCode: string, disciplineName: string, racingTechniqueId: number | null, techniqueName: string | null, racingTypeId: number | null, typeName: string | null, genderGroup: RacingGenderGroup, raceDate: string, startTime: string | null, entryCount: number, categories: Array<{ id: number, name: string, birthYearFrom: number, birthYearTo: number, genderGroup: RacingGenderGroup, entryCount: number }> }>, documents: Array<{ id: number, kind: EventDocumentKind, kindLabel: string, title: string, fileName: string, contentType: string, size: number, createdAt: string, url: string }>, downloads: { registrationCsv: string, registrationCsvByClub: string, registrationOldCsv: string, registrationCsvCx: string, startListCsv: string, startListXlsx: string, startListPdf: string, ical: string }, ownEntries: Array<{ raceEntryId: number, raceName: string, categoryName: string, bib: number | null, sex: Sex }> } };

export type PublicRacingEventQueryVariables = Exact<{
  id: number;
}>;


export type PublicRacingEventQuery = { publicRacingEvent: { event: { id: number, kind: RacingEventKind, name: string, departmentCode: string, departmentName: string, seasonName: string, categoryLabel: string, organiser: string, regionName: string | null, place: string, country: string, latitude: number | null, longitude: number | null, dateFrom: string, dateTo: string, registrationDeadline: string | null, state: RacingEventState, stateLabel: string, dateChange: EventDateChange, dateChangeLabel: string, timekeepingCompanyName: string | null, description: string | null, contactEmail: string | null, contactPhone: string | null, web: string | null, entryCount: number, hasResults: boolean, hasStartList: boolean, actions: { entriesOpen: boolean, canEnterSelf: boolean, canEnterClub: boolean, canManageEntries: boolean } }, races: Array<{ id: number, name: string, disciplineName: string, techniqueName: string | null, typeName: string | null, genderGroup: RacingGenderGroup, raceDate: string, startTime: string | null, entryCount: number, categories: Array<{ id: number, name: string, birthYearFrom: number, birthYearTo: number, genderGroup: RacingGenderGroup, entryCount: number }> }>, documents: Array<{ id: number, kind: EventDocumentKind, kindLabel: string, title: string, fileName: string, size: number, createdAt: string, url: string }>, downloads: { registrationCsv: string, registrationCsvByClub: string, registrationOldCsv: string, registrationCsvCx: string, startListCsv: string, startListXlsx: string, startListPdf: string, ical: string } } };

export type DefaultRacingCategoriesQueryVariables = Exact<{
  racingEventId: number;
}>;


export type DefaultRacingCategoriesQuery = { defaultRacingCategories: Array<{ id: number | null, name: string, birthYearFrom: number, birthYearTo: number, genderGroup: RacingGenderGroup }> };

export type CreateRacingEventMutationVariables = Exact<{
  input: RacingEventInput;
  races: Array<RaceInputObject> | RaceInputObject;
}>;


export type CreateRacingEventMutation = { createRacingEvent: { event: { id: number } } };

export type UpdateRacingEventMutationVariables = Exact<{
  id: number;
  input: RacingEventInput;
}>;


export type UpdateRacingEventMutation = { updateRacingEvent: { event: { id: number } } };

export type UpdateRacesMutationVariables = Exact<{
  racingEventId: number;
  races: Array<RaceInputObject> | RaceInputObject;
}>;


export type UpdateRacesMutation = { updateRaces: { event: { id: number } } };

export type ChangeRacingEventStateMutationVariables = Exact<{
  id: number;
  state: RacingEventState;
}>;


export type ChangeRacingEventStateMutation = { changeRacingEventState: { event: { id: number, state: RacingEventState, stateLabel: string } } };

export type SetRacingEventPublicationMutationVariables = Exact<{
  id: number;
  status: EventPublicationStatus;
}>;


export type SetRacingEventPublicationMutation = { setRacingEventPublication: { event: { id: number, publicationStatus: EventPublicationStatus | null } } };

export type UploadRacingEventDocumentMutationVariables = Exact<{
  racingEventId: number;
  kind: EventDocumentKind;
  title?: string | null | undefined;
  file: unknown;
}>;


export type UploadRacingEventDocumentMutation = { uploadRacingEventDocument: { id: number } };

export type DeleteRacingEventDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRacingEventDocumentMutation = { deleteRacingEventDocument: boolean };

export type RacingEventsQueryVariables = Exact<{
  filter: RacingEventFilterInput;
  page: number;
  perPage: number;
}>;


export type RacingEventsQuery = { racingEvents: { totalCount: number, nodes: Array<{ id: number, name: string, place: string, dateFrom: string, dateTo: string, departmentId: number, departmentName: string, category: EventCategory, categoryLabel: string, organiser: string, state: RacingEventState, stateLabel: string, publicationStatus: EventPublicationStatus | null, entryCount: number, timekeepingCompanyName: string | null }> } };

export type PublicCalendarQueryVariables = Exact<{
  filter: RacingEventFilterInput;
  view: CalendarView;
  page: number;
  perPage: number;
}>;


export type PublicCalendarQuery = { publicCalendar: { totalCount: number, nodes: Array<{ id: number, name: string, place: string, country: string, dateFrom: string, dateTo: string, departmentCode: string, departmentName: string, category: EventCategory, categoryLabel: string, organiser: string, regionName: string | null, state: RacingEventState, stateLabel: string, dateChange: EventDateChange, dateChangeLabel: string, hasResults: boolean, resultsPublishedAt: string | null }> } };

export type RacingEventsForPublicationQueryVariables = Exact<{
  filter: RacingEventFilterInput;
  page: number;
  perPage: number;
}>;


export type RacingEventsForPublicationQuery = { racingEventsForPublication: { totalCount: number, nodes: Array<{ id: number, name: string, place: string, dateFrom: string, dateTo: string, departmentName: string, categoryLabel: string, organiser: string, state: RacingEventState, stateLabel: string, publicationStatus: EventPublicationStatus | null, publishedAt: string | null, dateChange: EventDateChange, dateChangeLabel: string, actions: { canPublish: boolean } }> } };

export type StartListsQueryVariables = Exact<{
  racingEventId: number;
}>;


export type StartListsQuery = { startLists: { canManage: boolean, races: Array<{ raceId: number, raceName: string, raceDate: string, mode: StartMode, modeLabel: string, firstStart: string | null, intervalSeconds: number | null, waveSize: number | null, publishedAt: string | null, withoutBib: number, categories: Array<{ racingCategoryId: number, name: string, starters: Array<{ order: number, bib: number | null, memberId: number | null, firstName: string, lastName: string, birthYear: number, clubName: string, nation: string, startTime: string | null, wave: number | null }> }> }> } };

export type SaveStartListMutationVariables = Exact<{
  input: StartListInput;
}>;


export type SaveStartListMutation = { saveStartList: boolean };

export type PublishStartListMutationVariables = Exact<{
  racingEventId: number;
  raceId: number;
  published: boolean;
}>;


export type PublishStartListMutation = { publishStartList: boolean };

export type RacingEventSuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RacingEventSuggestionsQuery = { racingEventSuggestions: Array<{ id: number, kind: RacingEventSuggestionKind, departmentId: number, departmentName: string, clubId: number | null, clubName: string | null, name: string, place: string | null, dateFrom: string, dateTo: string, category: EventCategory, note: string | null, state: RacingEventSuggestionState, racingEventId: number | null, createdAt: string }> };

export type SuggestRacingEventMutationVariables = Exact<{
  input: RacingEventSuggestionInput;
}>;


export type SuggestRacingEventMutation = { suggestRacingEvent: { id: number } };

export type AcceptRacingEventSuggestionMutationVariables = Exact<{
  id: number;
  clubId?: number | null | undefined;
}>;


export type AcceptRacingEventSuggestionMutation = { acceptRacingEventSuggestion: { event: { id: number } } };

export type RejectRacingEventSuggestionMutationVariables = Exact<{
  id: number;
}>;


export type RejectRacingEventSuggestionMutation = { rejectRacingEventSuggestion: boolean };

export type CreateRankingMutationVariables = Exact<{
  departmentId: number;
  season: number;
  input: RankingInput;
}>;


export type CreateRankingMutation = { createRanking: { id: number, name: string } };

export type DeleteRankingDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRankingDocumentMutation = { deleteRankingDocument: boolean };

export type DeleteRankingMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRankingMutation = { deleteRanking: boolean };

export type RankingDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RankingDepartmentsQuery = { departments: Array<{ id: number, code: string, name: string }> };

export type RankingStandingsQueryVariables = Exact<{
  rankingId: number;
  category: RankingCategory;
  sex: Sex;
  offset: number;
  limit: number;
}>;


export type RankingStandingsQuery = { rankingStandings: { category: RankingCategory, sex: Sex, total: number, downloadUrl: string, rows: Array<{ position: number, memberId: number, name: string, slug: string | null, birthYear: number | null, clubName: string | null, points: string, pointsValue: number, resultCount: number, countedCount: number }> } };

export type RankingsQueryVariables = Exact<{
  departmentId: number;
  season?: number | null | undefined;
}>;


export type RankingsQuery = { rankings: { departmentId: number, departmentName: string, season: number, seasonLabel: string, canManage: boolean, seasons: Array<{ season: number, label: string }>, rankings: Array<{ id: number, departmentId: number, season: number, seasonLabel: string, name: string, rule: RankingRule, ruleLabel: string, rating: Rating, ratingLabel: string, bestResults: number | null, discipline: string | null, raceCategories: Array<string>, definition: string, published: boolean, publishedAt: string | null, source: string | null, computedAt: string | null, athleteCount: number }>, documents: Array<{ id: number, title: string, fileName: string, size: number, published: boolean, createdAt: string, url: string }> } };

export type SetRankingDocumentPublishedMutationVariables = Exact<{
  id: number;
  published: boolean;
}>;


export type SetRankingDocumentPublishedMutation = { setRankingDocumentPublished: { id: number, published: boolean } };

export type SetRankingPublishedMutationVariables = Exact<{
  id: number;
  published: boolean;
}>;


export type SetRankingPublishedMutation = { setRankingPublished: { id: number, published: boolean, publishedAt: string | null } };

export type UpdateRankingMutationVariables = Exact<{
  id: number;
  input: RankingInput;
}>;


export type UpdateRankingMutation = { updateRanking: { id: number, name: string, computedAt: string | null } };

export type UploadRankingDocumentMutationVariables = Exact<{
  departmentId: number;
  season: number;
  title?: string | null | undefined;
  file: unknown;
}>;


export type UploadRankingDocumentMutation = { uploadRankingDocument: { id: number, title: string } };

export type RegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionsQuery = { regions: Array<{ id: number, code: string, name: string }> };

export type MemberRegistrationsQueryVariables = Exact<{
  clubId: number;
}>;


export type MemberRegistrationsQuery = { memberRegistrations: Array<{ id: number, clubId: number, clubName: string, forChild: boolean, applicantFirstName: string, applicantLastName: string, applicantEmail: string | null, applicantPhone: string | null, firstName: string, lastName: string, sexLabel: string, birthDate: string, birthNumber: string | null, citizenship: string, address: string | null, email: string | null, phone: string | null, consentVersion: string, consentedAt: string, state: RegistrationState, stateLabel: string, confirmedAt: string | null, rejectionReason: string | null, decidedAt: string | null, memberId: number | null, registrationNumber: number | null, createdAt: string, canDecide: boolean, requirements: Array<{ label: string, state: RequirementState, stateLabel: string }> }> };

export type ApproveMemberRegistrationMutationVariables = Exact<{
  id: number;
}>;


export type ApproveMemberRegistrationMutation = { approveMemberRegistration: { id: number, state: RegistrationState, stateLabel: string, memberId: number | null, registrationNumber: number | null } };

export type RejectMemberRegistrationMutationVariables = Exact<{
  input: RejectMemberRegistrationInput;
}>;


export type RejectMemberRegistrationMutation = { rejectMemberRegistration: { id: number, state: RegistrationState, stateLabel: string } };

export type FindMemberQueryVariables = Exact<{
  input: FindMemberInput;
}>;


export type FindMemberQuery = { findMember: Array<{ uuid: string, name: string, clubName: string, maskedEmail: string | null }> };

export type ClaimMemberMutationVariables = Exact<{
  uuid: string;
  email?: string | null | undefined;
}>;


export type ClaimMemberMutation = { claimMember: string };

export type ConfirmMemberClaimMutationVariables = Exact<{
  uuid: string;
  token: string;
}>;


export type ConfirmMemberClaimMutation = { confirmMemberClaim: { state: RegistrationState, stateLabel: string, memberFirstName: string, registrationNumber: number, email: string, welcomeToken: string | null } };

export type MemberClaimsQueryVariables = Exact<{
  clubId: number;
}>;


export type MemberClaimsQuery = { memberClaims: Array<{ id: number, memberId: number, firstName: string, lastName: string, birthDate: string, registrationNumber: number, email: string, stateLabel: string, state: RegistrationState, confirmedAt: string | null, rejectionReason: string | null, decidedAt: string | null, createdAt: string, canDecide: boolean }> };

export type ApproveMemberClaimMutationVariables = Exact<{
  id: number;
}>;


export type ApproveMemberClaimMutation = { approveMemberClaim: { id: number, state: RegistrationState, stateLabel: string } };

export type RejectMemberClaimMutationVariables = Exact<{
  input: RejectMemberClaimInput;
}>;


export type RejectMemberClaimMutation = { rejectMemberClaim: { id: number, state: RegistrationState, stateLabel: string } };

export type RegistrationConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationConsentQuery = { registrationConsent: { version: string, text: string } };

export type RegistrationClubsQueryVariables = Exact<{
  input: PublicClubsInput;
}>;


export type RegistrationClubsQuery = { publicClubs: { totalCount: number, nodes: Array<{ id: number, name: string, municipality: string }> } };

export type SubmitMemberRegistrationMutationVariables = Exact<{
  input: SubmitMemberRegistrationInput;
}>;


export type SubmitMemberRegistrationMutation = { submitMemberRegistration: string };

export type ConfirmMemberRegistrationMutationVariables = Exact<{
  uuid: string;
  token: string;
}>;


export type ConfirmMemberRegistrationMutation = { confirmMemberRegistration: { uuid: string, clubName: string, memberFirstName: string, state: RegistrationState, stateLabel: string, requirements: Array<{ label: string, state: RequirementState, stateLabel: string }> } };

export type RegistrationStatusQueryVariables = Exact<{
  uuid: string;
}>;


export type RegistrationStatusQuery = { registrationStatus: { uuid: string, clubName: string, memberFirstName: string, state: RegistrationState, stateLabel: string, requirements: Array<{ label: string, state: RequirementState, stateLabel: string }> } };

export type WelcomeSetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type WelcomeSetPasswordMutation = { resetPassword: boolean };

export type ChangeResultRaceStatusMutationVariables = Exact<{
  id: number;
  status: ResultRaceStatus;
}>;


export type ChangeResultRaceStatusMutation = { changeResultRaceStatus: { nextStatuses: Array<ResultRaceStatus>, race: { id: number, name: string, status: ResultRaceStatus, statusLabel: string } } };

export type DeleteResultRaceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteResultRaceMutation = { deleteResultRace: boolean };

export type EventResultsQueryVariables = Exact<{
  racingEventId: number;
}>;


export type EventResultsQuery = { eventResults: { racingEventId: number, xlsxUrl: string, races: Array<{ id: number, racingEventId: number, raceId: number | null, raceName: string | null, name: string, sector: string | null, discipline: string | null, genderGroup: RacingGenderGroup | null, raceDate: string | null, place: string | null, category: string | null, codex: string | null, birthYearFrom: number | null, birthYearTo: number | null, runCount: number, status: ResultRaceStatus, statusLabel: string, rowCount: number, pairedCount: number, suggestionCount: number, updatedAt: string, xlsxUrl: string, pdfUrl: string, nextStatuses: Array<ResultRaceStatus>, canDelete: boolean, replacesResultRaceId: number | null }>, imports: Array<{ id: number, racingEventId: number, fileName: string, format: ResultFormat, state: ResultImportState, progress: ImportProgress, totalRows: number, processedRows: number, raceCount: number, createdAt: string, finishedAt: string | null, error: string | null }>, actions: { canImport: boolean, canManage: boolean, canSeeWork: boolean } } };

export type MatchResultFileMutationVariables = Exact<{
  file: unknown;
}>;


export type MatchResultFileMutation = { matchResultFile: { fileName: string, format: ResultFormat, races: number, rows: number, dates: Array<string>, places: Array<string>, chosenEventId: number | null, error: string | null, candidates: Array<{ racingEventId: number, name: string, place: string, dateFrom: string, dateTo: string, score: number }> } };

export type MemberResultStatsQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberResultStatsQuery = { memberResultStats: Array<{ seasonName: string, discipline: string | null, starts: number, ranked: number, wins: number, podiums: number, topTens: number, bestRank: number | null, bestFisPoints: string | null, unranked: number }> };

export type MemberResultsQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberResultsQuery = { memberResults: Array<{ racingEventId: number, eventName: string, resultRaceId: number, resultRaceName: string, raceDate: string | null, place: string | null, discipline: string | null, seasonName: string, rank: number | null, bib: number | null, totalTime: string | null, difference: string | null, fisPoints: string | null, racePoints: string | null, status: ResultStatus, statusLabel: string, rowCount: number }> };

export type PairResultRowMutationVariables = Exact<{
  resultRaceId: number;
  ordinal: number;
  memberId: number;
}>;


export type PairResultRowMutation = { pairResultRow: boolean };

export type RejectPairingSuggestionMutationVariables = Exact<{
  resultRaceId: number;
  ordinal: number;
  memberId: number;
}>;


export type RejectPairingSuggestionMutation = { rejectPairingSuggestion: boolean };

export type UnpairResultRowMutationVariables = Exact<{
  resultRaceId: number;
  ordinal: number;
}>;


export type UnpairResultRowMutation = { unpairResultRow: boolean };

export type PairingSuggestionsQueryVariables = Exact<{
  input: PairingSuggestionsInput;
}>;


export type PairingSuggestionsQuery = { pairingSuggestions: Array<{ racingEventId: number, eventName: string, resultRaceId: number, resultRaceName: string, ordinal: number, rowName: string, rowBirthYear: number | null, rowClub: string | null, rowRank: number | null, memberId: number, memberName: string, memberBirthYear: number, memberClub: string | null, score: number }> };

export type ResultImportQueryVariables = Exact<{
  id: number;
}>;


export type ResultImportQuery = { resultImport: { id: number, racingEventId: number, raceId: number | null, fileName: string, format: ResultFormat, state: ResultImportState, progress: ImportProgress, totalRows: number, processedRows: number, raceCount: number, problems: Array<string>, error: string | null, createdAt: string, finishedAt: string | null, counts: Array<{ key: string, label: string, count: number }> } };

export type ResultRaceQueryVariables = Exact<{
  id: number;
}>;


export type ResultRaceQuery = { resultRace: { eventName: string, nextStatuses: Array<ResultRaceStatus>, race: { id: number, racingEventId: number, raceId: number | null, raceName: string | null, name: string, sector: string | null, discipline: string | null, genderGroup: RacingGenderGroup | null, raceDate: string | null, place: string | null, category: string | null, codex: string | null, birthYearFrom: number | null, birthYearTo: number | null, runCount: number, penalty: string | null, status: ResultRaceStatus, statusLabel: string, rowCount: number, pairedCount: number, suggestionCount: number, updatedAt: string, xlsxUrl: string }, rows: Array<{ ordinal: number, rank: number | null, bib: number | null, fisCode: string | null, lastName: string, firstName: string, nation: string | null, club: string | null, clubCode: string | null, birthYear: number | null, sex: Sex | null, totalTime: string | null, difference: string | null, fisPoints: string | null, racePoints: string | null, score: string | null, status: ResultStatus, statusLabel: string, memberId: number | null, memberName: string | null, pairing: PairingMethod | null, suggestionCount: number, runs: Array<{ number: number, jump: boolean, time: string | null, status: string | null, distance: string | null, points: string | null }> }>, actions: { canImport: boolean, canManage: boolean, canSeeWork: boolean } } };

export type ResultsEventQueryVariables = Exact<{
  id: number;
}>;


export type ResultsEventQuery = { racingEvent: { event: { id: number, name: string, dateFrom: string, dateTo: string, place: string, departmentName: string, categoryLabel: string }, races: Array<{ id: number, name: string, raceDate: string, disciplineName: string }> } };

export type UpdateResultRaceMutationVariables = Exact<{
  id: number;
  input: ResultRaceDetailsInput;
}>;


export type UpdateResultRaceMutation = { updateResultRace: { race: { id: number, racingEventId: number, raceId: number | null, raceName: string | null, name: string, discipline: string | null, genderGroup: RacingGenderGroup | null, raceDate: string | null, place: string | null, category: string | null, birthYearFrom: number | null, birthYearTo: number | null, status: ResultRaceStatus, statusLabel: string, rowCount: number, updatedAt: string } } };

export type UploadResultsMutationVariables = Exact<{
  input: UploadResultsInput;
  file: unknown;
}>;


export type UploadResultsMutation = { uploadResults: { id: number, racingEventId: number, raceId: number | null, fileName: string, format: ResultFormat, state: ResultImportState, progress: ImportProgress, totalRows: number, processedRows: number, raceCount: number, problems: Array<string>, error: string | null, createdAt: string, finishedAt: string | null, counts: Array<{ key: string, label: string, count: number }> } };

export type ExtendMemberRolesMutationVariables = Exact<{
  input: ExtendMemberRolesInput;
}>;


export type ExtendMemberRolesMutation = { extendMemberRoles: Array<{ id: number, validTo: string | null }> };

export type RoleDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleDepartmentsQuery = { departments: Array<{ id: number, code: string, name: string }> };

export type RoleHoldersQueryVariables = Exact<{
  kind: MemberRoleKind;
  departmentId?: number | null | undefined;
  filter?: RoleHoldersFilter | null | undefined;
  page: number;
  perPage: number;
}>;


export type RoleHoldersQuery = { roleHolders: { kind: MemberRoleKind, kindLabel: string, totalCount: number, page: number, perPage: number, exportUrl: string, canExtend: boolean, department: { id: number, code: string, name: string } | null, qualifications: Array<{ value: string, label: string }>, nodes: Array<{ id: number, memberId: number, registrationNumber: number, firstName: string, lastName: string, birthYear: number, clubId: number | null, clubName: string | null, qualification: string | null, qualificationLabel: string | null, validFrom: string, validTo: string | null, licenceNumber: string | null, course: string | null, valid: boolean }> } };

export type RoleOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleOverviewQuery = { roleOverview: Array<{ kind: MemberRoleKind, kindLabel: string, valid: number, expiring: number, department: { id: number, code: string, name: string } | null }> };

export type AddSportCenterMemberMutationVariables = Exact<{
  input: AddSportCenterMemberInput;
}>;


export type AddSportCenterMemberMutation = { addSportCenterMember: { id: number, memberId: number, firstName: string, lastName: string, roleLabel: string, validFrom: string, validTo: string | null } };

export type EndSportCenterMemberMutationVariables = Exact<{
  input: EndSportCenterMemberInput;
}>;


export type EndSportCenterMemberMutation = { endSportCenterMember: { id: number, validTo: string | null, current: boolean } };

export type RemoveSportCenterMemberMutationVariables = Exact<{
  id: number;
}>;


export type RemoveSportCenterMemberMutation = { removeSportCenterMember: boolean };

export type RepresentationDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RepresentationDepartmentsQuery = { departments: Array<{ id: number, code: string, name: string }> };

export type RepresentationQueryVariables = Exact<{
  departmentId: number;
}>;


export type RepresentationQuery = { representation: { evidenceSeason: { id: number, year: number, name: string } | null, department: { id: number, code: string, name: string }, teams: Array<{ sportCenterId: number, name: string, athletes: Array<{ memberId: number, slug: string, firstName: string, lastName: string, birthYear: number, clubId: number | null, clubName: string | null, clubSlug: string | null, hasPublicPhoto: boolean }>, coaches: Array<{ memberId: number, slug: string, firstName: string, lastName: string, birthYear: number, clubId: number | null, clubName: string | null, clubSlug: string | null, hasPublicPhoto: boolean }> }> } };

export type SportCenterChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SportCenterChoicesQuery = { evidenceSeasons: Array<{ id: number, year: number, name: string, validFrom: string, validTo: string }>, departments: Array<{ id: number, name: string }> };

export type SportCenterQueryVariables = Exact<{
  id: number;
}>;


export type SportCenterQuery = { sportCenterDetail: { exportUrl: string, center: { id: number, name: string, organisationType: OrganisationType, organisationTypeLabel: string, departmentId: number, departmentName: string, regionId: number | null, regionName: string | null, athletes: number, coaches: number, canWrite: boolean }, evidenceSeason: { id: number, year: number, name: string, validFrom: string, validTo: string }, members: Array<{ id: number, memberId: number, registrationNumber: number, firstName: string, lastName: string, birthYear: number, clubName: string | null, role: PersonRoleKind, roleLabel: string, validFrom: string, validTo: string | null, current: boolean, history: Array<{ sportCenterId: number, centerName: string, organisationTypeLabel: string, evidenceSeasonName: string, departmentName: string, roleLabel: string, validFrom: string, validTo: string | null }> }> } };

export type SportCenterOverviewQueryVariables = Exact<{
  evidenceSeasonId?: number | null | undefined;
  departmentId?: number | null | undefined;
}>;


export type SportCenterOverviewQuery = { sportCenterOverview: { evidenceSeason: { id: number, year: number, name: string, validFrom: string, validTo: string } | null, centers: Array<{ id: number, name: string, organisationType: OrganisationType, organisationTypeLabel: string, departmentId: number, departmentName: string, regionId: number | null, regionName: string | null, athletes: number, coaches: number, canWrite: boolean }>, byType: Array<{ organisationType: OrganisationType, label: string, centers: number, athletes: number, coaches: number }> } };

export type StatisticsQueryVariables = Exact<{
  input: StatisticsInput;
}>;


export type StatisticsQuery = { statistics: { year: number, previousYear: number | null, kind: StatisticsKind, definition: string, keyDate: string, takenAt: string | null, finalSnapshot: boolean, measures: Array<StatisticsMeasure>, downloadUrl: string | null, canTakeSnapshot: boolean, rows: Array<{ id: number | null, name: string, code: string | null, values: Array<number>, previous: Array<number>, male: number, female: number, changePercent: number | null }>, total: { id: number | null, name: string, code: string | null, values: Array<number>, previous: Array<number>, male: number, female: number, changePercent: number | null }, ages: Array<{ age: number, male: number, female: number }> } };

export type StatisticsSeasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatisticsSeasonsQuery = { statisticsSeasons: Array<number>, departments: Array<{ id: number, code: string, name: string }> };

export type TakeStatisticsSnapshotMutationVariables = Exact<{
  year: number;
}>;


export type TakeStatisticsSnapshotMutation = { takeStatisticsSnapshot: number };

export type TimekeepingCompanyListQueryVariables = Exact<{ [key: string]: never; }>;


export type TimekeepingCompanyListQuery = { timekeepingCompanies: Array<{ id: number, name: string, ico: string | null, email: string | null, phone: string | null, web: string | null, contactPerson: string | null, eventCount: number, accountCount: number, access: AccessLevel }> };

export type TimekeepingCompanyQueryVariables = Exact<{
  id: number;
}>;


export type TimekeepingCompanyQuery = { timekeepingCompany: { id: number, name: string, ico: string | null, email: string | null, phone: string | null, web: string | null, contactPerson: string | null, note: string | null, eventCount: number, accountCount: number, access: AccessLevel } };

export type CreateTimekeepingCompanyMutationVariables = Exact<{
  input: TimekeepingCompanyInput;
}>;


export type CreateTimekeepingCompanyMutation = { createTimekeepingCompany: { id: number } };

export type UpdateTimekeepingCompanyMutationVariables = Exact<{
  id: number;
  input: TimekeepingCompanyInput;
}>;


export type UpdateTimekeepingCompanyMutation = { updateTimekeepingCompany: { id: number } };

export type ChangeTransferMutationVariables = Exact<{
  input: ChangeTransferInput;
}>;


export type ChangeTransferMutation = { changeTransfer: { id: number, state: TransferState, stateLabel: string } };

export type RequestTransferMutationVariables = Exact<{
  input: RequestTransferInput;
}>;


export type RequestTransferMutation = { requestTransfer: { id: number, memberName: string, toClubName: string, fromClubName: string, state: TransferState, stateLabel: string } };

export type TransferCandidateQueryVariables = Exact<{
  registrationNumber: number;
}>;


export type TransferCandidateQuery = { transferCandidate: { memberId: number, registrationNumber: number, memberName: string, birthYear: number, clubId: number, clubName: string } };

export type TransferChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferChoicesQuery = { clubs: { nodes: Array<{ id: number, name: string, code: string, access: AccessLevel, departments: Array<{ id: number, name: string }> }> }, departments: Array<{ id: number, name: string }>, seasons: Array<{ id: number, name: string }> };

export type TransfersQueryVariables = Exact<{
  input: TransfersInput;
}>;


export type TransfersQuery = { transfers: { page: number, perPage: number, hasMore: boolean, canRequest: boolean, items: Array<{ id: number, kind: TransferKind, kindLabel: string, state: TransferState, stateLabel: string, memberId: number, registrationNumber: number, memberName: string, birthYear: number, fromClubId: number, fromClubName: string, toClubId: number, toClubName: string, departmentId: number, departmentName: string, validFrom: string, validTo: string | null, note: string, reason: string | null, endedDepartmentIds: Array<number>, endedDepartmentNames: Array<string>, createdAt: string, actions: Array<TransferAction>, history: Array<{ state: TransferState, stateLabel: string, at: string, note: string, actorName: string | null }> }> } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteStaffMutation = { inviteUser: string };

export type TimekeepingCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type TimekeepingCompaniesQuery = { timekeepingCompanies: Array<{ id: number, name: string }> };

export type InvitableClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitableClubsQuery = { clubs: { nodes: Array<{ id: number, name: string, code: string }> } };

export type UsersQueryVariables = Exact<{
  input: UsersInput;
}>;


export type UsersQuery = { users: { page: number, perPage: number, hasMore: boolean, canInviteStaff: boolean, items: Array<{ id: number, firstName: string, lastName: string, email: string | null, active: boolean, hasPassword: boolean, lastLoginAt: string | null, createdAt: string, identities: Array<{ id: number, identityType: IdentityType, role: string, clubId: number | null, memberId: number | null, permissions: Array<string>, createdAt: string, canRevoke: boolean }> }> } };

export type UserDetailQueryVariables = Exact<{
  id: number;
}>;


export type UserDetailQuery = { user: { canBlock: boolean, user: { id: number, firstName: string, lastName: string, email: string | null, active: boolean, hasPassword: boolean, lastLoginAt: string | null, createdAt: string, identities: Array<{ id: number, identityType: IdentityType, role: string, clubId: number | null, memberId: number | null, permissions: Array<string>, createdAt: string, canRevoke: boolean }> } } };

export type UserInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInvitationsQuery = { userInvitations: Array<{ id: number, email: string | null, firstName: string, lastName: string, identityType: IdentityType, role: string, permissions: Array<string>, createdAt: string, expiresAt: string, expired: boolean, invitedBy: string | null, canChange: boolean }> };

export type ResendInvitationMutationVariables = Exact<{
  id: number;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: number, expiresAt: string } };

export type RevokeInvitationMutationVariables = Exact<{
  id: number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: { id: number } };

export type SetAccountBlockedMutationVariables = Exact<{
  id: number;
  blocked: boolean;
}>;


export type SetAccountBlockedMutation = { setAccountBlocked: { canBlock: boolean, user: { id: number, active: boolean } } };

export type RevokeIdentityMutationVariables = Exact<{
  id: number;
}>;


export type RevokeIdentityMutation = { revokeIdentity: boolean };

export type WorkspaceOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceOverviewQuery = { workspaceOverview: { evidenceSeasonName: string | null, counts: Array<{ item: OverviewItem, label: string, count: number, capped: boolean }>, resultWork: Array<{ racingEventId: number, name: string, dateFrom: string, dateTo: string, unsignedRaces: number, publishedRaces: number, lastUploadAt: string | null, lastUploadFailed: boolean }>, entryDeadlines: Array<{ racingEventId: number, name: string, place: string, dateFrom: string, dateTo: string, registrationDeadline: string, departmentName: string, clubEntries: number }>, ownEntries: Array<{ raceEntryId: number, racingEventId: number, eventName: string, place: string, dateFrom: string, dateTo: string, raceName: string, categoryName: string, bib: number | null, state: EntryState }> } };

export type GlobalSearchQueryVariables = Exact<{
  text: string;
}>;


export type GlobalSearchQuery = { globalSearch: { moreMembers: boolean, moreClubs: boolean, moreEvents: boolean, members: Array<{ id: number, registrationNumber: number, firstName: string, lastName: string, birthYear: number, clubName: string | null }>, clubs: Array<{ id: number, code: string, name: string, regionName: string }>, events: Array<{ id: number, name: string, place: string, dateFrom: string, dateTo: string }> } };


export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"existingAccount"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"landingPage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"landingPage"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"landingPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canListMembers"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateMembers"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateMembersWithoutClub"}},{"kind":"Field","name":{"kind":"Name","value":"canListClubs"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateClubs"}},{"kind":"Field","name":{"kind":"Name","value":"canReadClubRequests"}},{"kind":"Field","name":{"kind":"Name","value":"canInviteUsers"}},{"kind":"Field","name":{"kind":"Name","value":"canListUsers"}},{"kind":"Field","name":{"kind":"Name","value":"canManageCodebooks"}},{"kind":"Field","name":{"kind":"Name","value":"canCleanData"}},{"kind":"Field","name":{"kind":"Name","value":"hasOwnProfile"}},{"kind":"Field","name":{"kind":"Name","value":"canListEvents"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateEvents"}},{"kind":"Field","name":{"kind":"Name","value":"canPublishEvents"}},{"kind":"Field","name":{"kind":"Name","value":"canSuggestEvents"}},{"kind":"Field","name":{"kind":"Name","value":"canListTimekeepers"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateTimekeepers"}},{"kind":"Field","name":{"kind":"Name","value":"canListOrders"}},{"kind":"Field","name":{"kind":"Name","value":"canListTransfers"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestTransfers"}},{"kind":"Field","name":{"kind":"Name","value":"canListRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canListSportCenters"}},{"kind":"Field","name":{"kind":"Name","value":"canReadStatistics"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const SetNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetNotificationMutation, SetNotificationMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SwitchIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwitchIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"landingPage"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchIdentityMutation, SwitchIdentityMutationVariables>;
export const ApproveBranchRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveBranchRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveBranchRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveBranchRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}}]}}]}}]} as unknown as DocumentNode<ApproveBranchRequestMutation, ApproveBranchRequestMutationVariables>;
export const BranchConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<BranchConsentQuery, BranchConsentQueryVariables>;
export const BranchRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchRequestState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentNames"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"chairFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"chairLastName"}},{"kind":"Field","name":{"kind":"Name","value":"chairEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chairPhone"}},{"kind":"Field","name":{"kind":"Name","value":"expectedMembers"}},{"kind":"Field","name":{"kind":"Name","value":"instructorCount"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"consentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}}]}}]}}]} as unknown as DocumentNode<BranchRequestsQuery, BranchRequestsQueryVariables>;
export const ConfirmBranchRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBranchRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBranchRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmBranchRequestMutation, ConfirmBranchRequestMutationVariables>;
export const RejectBranchRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectBranchRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectBranchRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectBranchRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<RejectBranchRequestMutation, RejectBranchRequestMutationVariables>;
export const SubmitBranchRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBranchRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitBranchRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBranchRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitBranchRequestMutation, SubmitBranchRequestMutationVariables>;
export const AddressPointSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressPointSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressPointSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AddressPointSuggestionsQuery, AddressPointSuggestionsQueryVariables>;
export const BirthNumberProblemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BirthNumberProblems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthNumberProblems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BirthNumberProblemsQuery, BirthNumberProblemsQueryVariables>;
export const CheckBirthNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckBirthNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkBirthNumbers"}}]}}]} as unknown as DocumentNode<CheckBirthNumbersMutation, CheckBirthNumbersMutationVariables>;
export const CleanupOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CleanupOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cleanupOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nicknames"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumberProblems"}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"pairingSuggestionRows"}}]}}]}}]} as unknown as DocumentNode<CleanupOverviewQuery, CleanupOverviewQueryVariables>;
export const AcceptFisPairingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptFisPairing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fisCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptFisPairing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fisCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fisCode"}}}]}]}}]} as unknown as DocumentNode<AcceptFisPairingMutation, AcceptFisPairingMutationVariables>;
export const RejectFisPairingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectFisPairing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fisCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectFisPairing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fisCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fisCode"}}}]}]}}]} as unknown as DocumentNode<RejectFisPairingMutation, RejectFisPairingMutationVariables>;
export const FisPairingProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FisPairingProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fisPairingProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"memberBirthDate"}},{"kind":"Field","name":{"kind":"Name","value":"memberClub"}},{"kind":"Field","name":{"kind":"Name","value":"fisCode"}},{"kind":"Field","name":{"kind":"Name","value":"athleteName"}},{"kind":"Field","name":{"kind":"Name","value":"athleteBirthYear"}},{"kind":"Field","name":{"kind":"Name","value":"athleteClub"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]} as unknown as DocumentNode<FisPairingProposalsQuery, FisPairingProposalsQueryVariables>;
export const FisPointsListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FisPointsLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fisPointsLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"listKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calculatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"}},{"kind":"Field","name":{"kind":"Name","value":"loadedAt"}}]}}]}}]} as unknown as DocumentNode<FisPointsListsQuery, FisPointsListsQueryVariables>;
export const FisProposalCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FisProposalCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fisPairingProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<FisProposalCountQuery, FisProposalCountQueryVariables>;
export const FixBirthNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixBirthNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FixBirthNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixBirthNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<FixBirthNumberMutation, FixBirthNumberMutationVariables>;
export const MergeMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<MergeMembersMutation, MergeMembersMutationVariables>;
export const PossibleDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PossibleDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"second"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PossibleDuplicatesQuery, PossibleDuplicatesQueryVariables>;
export const ResolveUnresolvedAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveUnresolvedAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveUnresolvedAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveUnresolvedAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResolveUnresolvedAddressMutation, ResolveUnresolvedAddressMutationVariables>;
export const UnresolvedAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnresolvedAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unresolvedAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"importRows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<UnresolvedAddressQuery, UnresolvedAddressQueryVariables>;
export const UnresolvedAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnresolvedAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unresolvedAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"importRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<UnresolvedAddressesQuery, UnresolvedAddressesQueryVariables>;
export const UploadFisPointsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFisPointsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFisPointsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"listKey"}},{"kind":"Field","name":{"kind":"Name","value":"listName"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"}},{"kind":"Field","name":{"kind":"Name","value":"newList"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"proposals"}}]}}]}}]} as unknown as DocumentNode<UploadFisPointsListMutation, UploadFisPointsListMutationVariables>;
export const ClubContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ClubContactsQuery, ClubContactsQueryVariables>;
export const ClubContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ClubContactQuery, ClubContactQueryVariables>;
export const CreateClubContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClubContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClubContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClubContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateClubContactMutation, CreateClubContactMutationVariables>;
export const UpdateClubContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClubContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClubContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClubContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateClubContactMutation, UpdateClubContactMutationVariables>;
export const DeleteClubContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClubContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClubContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteClubContactMutation, DeleteClubContactMutationVariables>;
export const ClubManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubManagers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ClubManagersQuery, ClubManagersQueryVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const UpdateManagerPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateManagerPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateManagerPermissionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateManagerPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<UpdateManagerPermissionsMutation, UpdateManagerPermissionsMutationVariables>;
export const RevokeManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityId"}}]}}]}}]} as unknown as DocumentNode<RevokeManagerMutation, RevokeManagerMutationVariables>;
export const SubmitClubRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitClubRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitClubRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitClubRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitClubRequestMutation, SubmitClubRequestMutationVariables>;
export const ClubRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalFormLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentNames"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}}]}}]}}]} as unknown as DocumentNode<ClubRequestsQuery, ClubRequestsQueryVariables>;
export const ApproveClubRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveClubRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveClubRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveClubRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}}]}}]}}]} as unknown as DocumentNode<ApproveClubRequestMutation, ApproveClubRequestMutationVariables>;
export const RejectClubRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectClubRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectClubRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectClubRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<RejectClubRequestMutation, RejectClubRequestMutationVariables>;
export const ClubStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ClubStatisticsQuery, ClubStatisticsQueryVariables>;
export const ClubOwnRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubOwnRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubOwnRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"contactLastName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"departmentNames"}}]}}]}}]} as unknown as DocumentNode<ClubOwnRequestsQuery, ClubOwnRequestsQueryVariables>;
export const ClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Clubs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClubsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canCreate"}},{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nsaExportUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClubsQuery, ClubsQueryVariables>;
export const ClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Club"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"club"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"legalForm"}},{"kind":"Field","name":{"kind":"Name","value":"legalFormLabel"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"foundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"reservedFields"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClubQuery, ClubQueryVariables>;
export const CreateClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateClubMutation, CreateClubMutationVariables>;
export const UpdateClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateClubMutation, UpdateClubMutationVariables>;
export const HostedMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostedMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"toClubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"HOSTING"}},{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"APPROVED"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"fromClubName"}},{"kind":"Field","name":{"kind":"Name","value":"toClubId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]}}]} as unknown as DocumentNode<HostedMembersQuery, HostedMembersQueryVariables>;
export const PublicClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicClubs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicClubsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicClubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentNames"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]}}]} as unknown as DocumentNode<PublicClubsQuery, PublicClubsQueryVariables>;
export const PublicClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicClub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicClub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"departmentNames"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}}]}}]}}]}}]} as unknown as DocumentNode<PublicClubQuery, PublicClubQueryVariables>;
export const ContentArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"perex"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ogDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ContentArticleQuery, ContentArticleQueryVariables>;
export const ContentArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<ContentArticlesQuery, ContentArticlesQueryVariables>;
export const UploadContentImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadContentImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadContentImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]} as unknown as DocumentNode<UploadContentImageMutation, UploadContentImageMutationVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ogDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const ContentPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ContentPagesQuery, ContentPagesQueryVariables>;
export const DeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteArticleMutation, DeleteArticleMutationVariables>;
export const DeleteContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentPageMutation, DeleteContentPageMutationVariables>;
export const RichTextPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RichTextPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richTextPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}]}}]} as unknown as DocumentNode<RichTextPreviewQuery, RichTextPreviewQueryVariables>;
export const CreateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreateArticleMutation, CreateArticleMutationVariables>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const CreateContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreateContentPageMutation, CreateContentPageMutationVariables>;
export const UpdateContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<UpdateContentPageMutation, UpdateContentPageMutationVariables>;
export const PublicArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"perex"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ogDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"perex"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PublicArticleQuery, PublicArticleQueryVariables>;
export const PublicArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"perex"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<PublicArticlesQuery, PublicArticlesQueryVariables>;
export const PublicContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"ogDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicContentPageQuery, PublicContentPageQueryVariables>;
export const ChangeFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeFeedbackMutation, ChangeFeedbackMutationVariables>;
export const DeleteReleaseNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReleaseNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReleaseNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReleaseNoteMutation, DeleteReleaseNoteMutationVariables>;
export const FeedbackListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackListFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbackList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextBeforeId"}},{"kind":"Field","name":{"kind":"Name","value":"allReports"}}]}}]}}]} as unknown as DocumentNode<FeedbackListQuery, FeedbackListQueryVariables>;
export const FeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Feedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAs"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canComment"}}]}}]}}]} as unknown as DocumentNode<FeedbackQuery, FeedbackQueryVariables>;
export const MarkReleaseNotesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkReleaseNotesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upToId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markReleaseNotesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"upToId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upToId"}}}]}]}}]} as unknown as DocumentNode<MarkReleaseNotesReadMutation, MarkReleaseNotesReadMutationVariables>;
export const ReleaseNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleaseNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releasedOn"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}}]}}]}}]} as unknown as DocumentNode<ReleaseNotesQuery, ReleaseNotesQueryVariables>;
export const ReportFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReportFeedbackMutation, ReportFeedbackMutationVariables>;
export const SaveReleaseNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReleaseNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReleaseNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SaveReleaseNoteMutation, SaveReleaseNoteMutationVariables>;
export const UnreadReleaseNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadReleaseNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadReleaseNotes"}}]}}]} as unknown as DocumentNode<UnreadReleaseNotesQuery, UnreadReleaseNotesQueryVariables>;
export const PublicHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"articles"},"name":{"kind":"Name","value":"publicArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"perex"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"publicCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[]}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"UPCOMING"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"hasResults"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPublishedAt"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"results"},"name":{"kind":"Name","value":"publicCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[]}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"EnumValue","value":"RESULTS"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"hasResults"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPublishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublicHomeQuery, PublicHomeQueryVariables>;
export const ClubMemberImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubMemberImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubMemberImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<ClubMemberImportsQuery, ClubMemberImportsQueryVariables>;
export const ConfirmMemberImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMemberImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMemberImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}}]}}]}}]} as unknown as DocumentNode<ConfirmMemberImportMutation, ConfirmMemberImportMutationVariables>;
export const DiscardMemberImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardMemberImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardMemberImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DiscardMemberImportMutation, DiscardMemberImportMutationVariables>;
export const MemberImportRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberImportRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberImportRowsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberImportRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"predicted"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}}]}}]}}]}}]} as unknown as DocumentNode<MemberImportRowsQuery, MemberImportRowsQueryVariables>;
export const MemberImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileKind"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"skippedRowsUrl"}}]}}]}}]} as unknown as DocumentNode<MemberImportQuery, MemberImportQueryVariables>;
export const UploadMemberImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadMemberImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadMemberImportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMemberImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadMemberImportMutation, UploadMemberImportMutationVariables>;
export const AddMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}}]}}]}}]} as unknown as DocumentNode<AddMemberRoleMutation, AddMemberRoleMutationVariables>;
export const MemberEvidenceSeasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberEvidenceSeasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<MemberEvidenceSeasonsQuery, MemberEvidenceSeasonsQueryVariables>;
export const SetMemberAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMemberAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"changedMemberIds"}}]}}]}}]} as unknown as DocumentNode<SetMemberAnswersMutation, SetMemberAnswersMutationVariables>;
export const AddAthleteRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAthleteRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAthleteRolesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAthleteRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyAthletes"}}]}}]}}]} as unknown as DocumentNode<AddAthleteRolesMutation, AddAthleteRolesMutationVariables>;
export const EndMembershipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndMemberships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndMembershipsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EndMembershipsMutation, EndMembershipsMutationVariables>;
export const MemberClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberClubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]}}]} as unknown as DocumentNode<MemberClubsQuery, MemberClubsQueryVariables>;
export const MemberRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"coachLevel"}},{"kind":"Field","name":{"kind":"Name","value":"instructorLicence"}},{"kind":"Field","name":{"kind":"Name","value":"refereeType"}},{"kind":"Field","name":{"kind":"Name","value":"technicalDelegateType"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"athleteDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grantable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeableRoleIds"}}]}}]}}]} as unknown as DocumentNode<MemberRolesQuery, MemberRolesQueryVariables>;
export const AddAthleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAthleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAthleteRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAthleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddAthleteRoleMutation, AddAthleteRoleMutationVariables>;
export const EndMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndMemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<EndMemberRoleMutation, EndMemberRoleMutationVariables>;
export const ClubRacingMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubRacingMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubRacingMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCodes"}}]}}]}}]}}]} as unknown as DocumentNode<ClubRacingMembersQuery, ClubRacingMembersQueryVariables>;
export const MemberTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fromClubName"}},{"kind":"Field","name":{"kind":"Name","value":"toClubName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MemberTransfersQuery, MemberTransfersQueryVariables>;
export const MemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Member"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"titleBefore"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleNames"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"titleAfter"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"fisCode"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}},{"kind":"Field","name":{"kind":"Name","value":"municipalityPart"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orientationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"personalInfoAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canEndMembership"}},{"kind":"Field","name":{"kind":"Name","value":"canArchive"}},{"kind":"Field","name":{"kind":"Name","value":"canRestore"}},{"kind":"Field","name":{"kind":"Name","value":"canJoinClub"}},{"kind":"Field","name":{"kind":"Name","value":"canChangePhoto"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archiveReason"}},{"kind":"Field","name":{"kind":"Name","value":"photoPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}}]}}]}}]} as unknown as DocumentNode<MemberQuery, MemberQueryVariables>;
export const CreateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateMemberMutation, CreateMemberMutationVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const EndMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EndMembershipMutation, EndMembershipMutationVariables>;
export const ArchiveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<ArchiveMemberMutation, ArchiveMemberMutationVariables>;
export const RestoreMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<RestoreMemberMutation, RestoreMemberMutationVariables>;
export const UploadMemberPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadMemberPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMemberPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}}]}}]}}]} as unknown as DocumentNode<UploadMemberPhotoMutation, UploadMemberPhotoMutationVariables>;
export const DeleteMemberPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMemberPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMemberPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}}]}}]}}]} as unknown as DocumentNode<DeleteMemberPhotoMutation, DeleteMemberPhotoMutationVariables>;
export const SetMemberPhotoPublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMemberPhotoPublic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"public"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberPhotoPublic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"public"},"value":{"kind":"Variable","name":{"kind":"Name","value":"public"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photoPublic"}}]}}]}}]} as unknown as DocumentNode<SetMemberPhotoPublicMutation, SetMemberPhotoPublicMutationVariables>;
export const JoinClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinClub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinClubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinClub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}}]}}]}}]} as unknown as DocumentNode<JoinClubMutation, JoinClubMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"personalInfoAccess"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canCreate"}},{"kind":"Field","name":{"kind":"Name","value":"canImport"}},{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nsaExportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"generalMeetingExportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canListArchived"}},{"kind":"Field","name":{"kind":"Name","value":"canAddAthleteRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canEndMemberships"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"club"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const MembersCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembersCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membersCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}}]}}]} as unknown as DocumentNode<MembersCountQuery, MembersCountQueryVariables>;
export const PublicMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}}]}}]}}]}}]} as unknown as DocumentNode<PublicMembersQuery, PublicMembersQueryVariables>;
export const PublicMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubSlug"}},{"kind":"Field","name":{"kind":"Name","value":"fisCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicPhoto"}}]}}]}}]} as unknown as DocumentNode<PublicMemberQuery, PublicMemberQueryVariables>;
export const MemberClubHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberClubHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberClubHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<MemberClubHistoryQuery, MemberClubHistoryQueryVariables>;
export const UpdateMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberRoleMutation, UpdateMemberRoleMutationVariables>;
export const MemberSeasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSeasons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSeasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clubNames"}},{"kind":"Field","name":{"kind":"Name","value":"feePaidOn"}},{"kind":"Field","name":{"kind":"Name","value":"feeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeClubName"}},{"kind":"Field","name":{"kind":"Name","value":"athleteDepartments"}}]}}]}}]} as unknown as DocumentNode<MemberSeasonsQuery, MemberSeasonsQueryVariables>;
export const MembersNsaCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembersNsaCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membersNsaCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}}]}}]}}]} as unknown as DocumentNode<MembersNsaCheckQuery, MembersNsaCheckQueryVariables>;
export const UpdateOwnContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOwnContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnContactsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOwnContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdateOwnContactsMutation, UpdateOwnContactsMutationVariables>;
export const BankStatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"formatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fetched"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"forReview"}},{"kind":"Field","name":{"kind":"Name","value":"ignored"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"outOfScope"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<BankStatementsQuery, BankStatementsQueryVariables>;
export const BankStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"formatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fetched"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"forReview"}},{"kind":"Field","name":{"kind":"Name","value":"ignored"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"outOfScope"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<BankStatementQuery, BankStatementQueryVariables>;
export const BankStatementRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatementRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatementRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"counterAccount"}},{"kind":"Field","name":{"kind":"Name","value":"counterName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"matchedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"orderSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}}]}}]}}]}}]} as unknown as DocumentNode<BankStatementRowsQuery, BankStatementRowsQueryVariables>;
export const UploadBankStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadBankStatementMutation, UploadBankStatementMutationVariables>;
export const ChangeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<ChangeOrderMutation, ChangeOrderMutationVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const FeeSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"seasonYear"}},{"kind":"Field","name":{"kind":"Name","value":"defined"}},{"kind":"Field","name":{"kind":"Name","value":"basicFee"}},{"kind":"Field","name":{"kind":"Name","value":"adultFee"}},{"kind":"Field","name":{"kind":"Name","value":"childFee"}},{"kind":"Field","name":{"kind":"Name","value":"seniorFee"}},{"kind":"Field","name":{"kind":"Name","value":"childMaxAge"}},{"kind":"Field","name":{"kind":"Name","value":"seniorMinAge"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]}}]} as unknown as DocumentNode<FeeSchedulesQuery, FeeSchedulesQueryVariables>;
export const SaveFeeScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFeeSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFeeSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}}]}}]}}]} as unknown as DocumentNode<SaveFeeScheduleMutation, SaveFeeScheduleMutationVariables>;
export const OrderFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}},{"kind":"Argument","name":{"kind":"Name","value":"evidenceSeasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basicFee"}},{"kind":"Field","name":{"kind":"Name","value":"adultFee"}},{"kind":"Field","name":{"kind":"Name","value":"childFee"}},{"kind":"Field","name":{"kind":"Name","value":"seniorFee"}},{"kind":"Field","name":{"kind":"Name","value":"childMaxAge"}},{"kind":"Field","name":{"kind":"Name","value":"seniorMinAge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"athlete"}},{"kind":"Field","name":{"kind":"Name","value":"athleteDepartmentIds"}},{"kind":"Field","name":{"kind":"Name","value":"feeKind"}},{"kind":"Field","name":{"kind":"Name","value":"feeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"paidByClub"}},{"kind":"Field","name":{"kind":"Name","value":"heldByOrder"}},{"kind":"Field","name":{"kind":"Name","value":"orderable"}}]}}]}}]}}]} as unknown as DocumentNode<OrderFormQuery, OrderFormQueryVariables>;
export const OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructionsPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"feeKind"}},{"kind":"Field","name":{"kind":"Name","value":"feeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundNote"}},{"kind":"Field","name":{"kind":"Name","value":"canRefund"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"toStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankTransactionId"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterName"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"matchedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"qrText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canMarkSent"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canMarkFailed"}},{"kind":"Field","name":{"kind":"Name","value":"canMarkPaid"}}]}}]}}]}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrdersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canManagePayments"}},{"kind":"Field","name":{"kind":"Name","value":"canUploadStatements"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const PaidSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaidSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paidBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NaiveDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"evidenceSeasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paidBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PaidSummaryQuery, PaidSummaryQueryVariables>;
export const PaymentChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentChoicesQuery, PaymentChoicesQueryVariables>;
export const PublicOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructionsPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"feeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"qrText"}}]}}]}}]}}]} as unknown as DocumentNode<PublicOrderQuery, PublicOrderQueryVariables>;
export const RefundFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundFeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<RefundFeeMutation, RefundFeeMutationVariables>;
export const ReviewPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"review"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"review"},"value":{"kind":"Variable","name":{"kind":"Name","value":"review"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"counterAccount"}},{"kind":"Field","name":{"kind":"Name","value":"counterName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"matchedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"orderSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"orderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewPaymentsQuery, ReviewPaymentsQueryVariables>;
export const ResolvePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolvePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolvePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolvePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLabel"}}]}}]}}]} as unknown as DocumentNode<ResolvePaymentMutation, ResolvePaymentMutationVariables>;
export const RaceEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RaceEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withWithdrawn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raceEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}},{"kind":"Argument","name":{"kind":"Name","value":"withWithdrawn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withWithdrawn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"racingCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"enteredVia"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}}]}}]}}]} as unknown as DocumentNode<RaceEntriesQuery, RaceEntriesQueryVariables>;
export const ClubEntryFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubEntryForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubEntryForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"athlete"}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"refusalCode"}},{"kind":"Field","name":{"kind":"Name","value":"refusalMessage"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"entered"}}]}}]}}]}}]} as unknown as DocumentNode<ClubEntryFormQuery, ClubEntryFormQueryVariables>;
export const EnterClubAthletesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterClubAthletes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClubEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterClubAthletes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EnterClubAthletesMutation, EnterClubAthletesMutationVariables>;
export const EnterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingCategoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"raceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"racingCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingCategoryId"}}}]}]}}]} as unknown as DocumentNode<EnterMemberMutation, EnterMemberMutationVariables>;
export const EnterNonMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterNonMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NonMemberEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterNonMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EnterNonMemberMutation, EnterNonMemberMutationVariables>;
export const WithdrawEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WithdrawEntryMutation, WithdrawEntryMutationVariables>;
export const MoveEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"racingCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingCategoryId"}}}]}]}}]} as unknown as DocumentNode<MoveEntryMutation, MoveEntryMutationVariables>;
export const SetEntryBibDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEntryBib"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bib"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEntryBib"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"bib"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bib"}}}]}]}}]} as unknown as DocumentNode<SetEntryBibMutation, SetEntryBibMutationVariables>;
export const AssignBibsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignBibs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignBibs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"raceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}]}]}}]} as unknown as DocumentNode<AssignBibsMutation, AssignBibsMutationVariables>;
export const RacingCodebooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RacingCodebooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"racingDisciplines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"racingTechniques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"racingTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RacingCodebooksQuery, RacingCodebooksQueryVariables>;
export const CalendarCodebooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarCodebooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CalendarCodebooksQuery, CalendarCodebooksQueryVariables>;
export const OrganiserClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganiserClubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<OrganiserClubsQuery, OrganiserClubsQueryVariables>;
export const EventTimekeepersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventTimekeepers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EventTimekeepersQuery, EventTimekeepersQueryVariables>;
export const RacingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RacingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiserKind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserClubId"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"raceCount"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"canEnterClub"}},{"kind":"Field","name":{"kind":"Name","value":"entryClubId"}},{"kind":"Field","name":{"kind":"Name","value":"canManageEntries"}},{"kind":"Field","name":{"kind":"Name","value":"canEnterSelf"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"entriesOpen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"racingDisciplineId"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineCode"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineName"}},{"kind":"Field","name":{"kind":"Name","value":"racingTechniqueId"}},{"kind":"Field","name":{"kind":"Name","value":"techniqueName"}},{"kind":"Field","name":{"kind":"Name","value":"racingTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCsv"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCsvByClub"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOldCsv"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCsvCx"}},{"kind":"Field","name":{"kind":"Name","value":"startListCsv"}},{"kind":"Field","name":{"kind":"Name","value":"startListXlsx"}},{"kind":"Field","name":{"kind":"Name","value":"startListPdf"}},{"kind":"Field","name":{"kind":"Name","value":"ical"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raceEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canWithdrawOwnEntries"}}]}}]}}]} as unknown as DocumentNode<RacingEventQuery, RacingEventQueryVariables>;
export const PublicRacingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicRacingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicRacingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasResults"}},{"kind":"Field","name":{"kind":"Name","value":"hasStartList"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entriesOpen"}},{"kind":"Field","name":{"kind":"Name","value":"canEnterSelf"}},{"kind":"Field","name":{"kind":"Name","value":"canEnterClub"}},{"kind":"Field","name":{"kind":"Name","value":"canManageEntries"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineName"}},{"kind":"Field","name":{"kind":"Name","value":"techniqueName"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCsv"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCsvByClub"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOldCsv"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCsvCx"}},{"kind":"Field","name":{"kind":"Name","value":"startListCsv"}},{"kind":"Field","name":{"kind":"Name","value":"startListXlsx"}},{"kind":"Field","name":{"kind":"Name","value":"startListPdf"}},{"kind":"Field","name":{"kind":"Name","value":"ical"}}]}}]}}]}}]} as unknown as DocumentNode<PublicRacingEventQuery, PublicRacingEventQueryVariables>;
export const DefaultRacingCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefaultRacingCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRacingCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}}]}}]}}]} as unknown as DocumentNode<DefaultRacingCategoriesQuery, DefaultRacingCategoriesQueryVariables>;
export const CreateRacingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRacingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"races"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RaceInputObject"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRacingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"races"},"value":{"kind":"Variable","name":{"kind":"Name","value":"races"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRacingEventMutation, CreateRacingEventMutationVariables>;
export const UpdateRacingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRacingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRacingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRacingEventMutation, UpdateRacingEventMutationVariables>;
export const UpdateRacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"races"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RaceInputObject"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"races"},"value":{"kind":"Variable","name":{"kind":"Name","value":"races"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRacesMutation, UpdateRacesMutationVariables>;
export const ChangeRacingEventStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeRacingEventState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRacingEventState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRacingEventStateMutation, ChangeRacingEventStateMutationVariables>;
export const SetRacingEventPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRacingEventPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventPublicationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRacingEventPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<SetRacingEventPublicationMutation, SetRacingEventPublicationMutationVariables>;
export const UploadRacingEventDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadRacingEventDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventDocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadRacingEventDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UploadRacingEventDocumentMutation, UploadRacingEventDocumentMutationVariables>;
export const DeleteRacingEventDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRacingEventDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRacingEventDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRacingEventDocumentMutation, DeleteRacingEventDocumentMutationVariables>;
export const RacingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RacingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanyName"}}]}}]}}]}}]} as unknown as DocumentNode<RacingEventsQuery, RacingEventsQueryVariables>;
export const PublicCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarView"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"departmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"hasResults"}},{"kind":"Field","name":{"kind":"Name","value":"resultsPublishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublicCalendarQuery, PublicCalendarQueryVariables>;
export const RacingEventsForPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RacingEventsForPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventsForPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dateChange"}},{"kind":"Field","name":{"kind":"Name","value":"dateChangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canPublish"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RacingEventsForPublicationQuery, RacingEventsForPublicationQueryVariables>;
export const StartListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"firstStart"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"waveSize"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withoutBib"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"starters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"wave"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StartListsQuery, StartListsQueryVariables>;
export const SaveStartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveStartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStartList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SaveStartListMutation, SaveStartListMutationVariables>;
export const PublishStartListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishStartList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishStartList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"raceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}]}]}}]} as unknown as DocumentNode<PublishStartListMutation, PublishStartListMutationVariables>;
export const RacingEventSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RacingEventSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RacingEventSuggestionsQuery, RacingEventSuggestionsQueryVariables>;
export const SuggestRacingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuggestRacingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RacingEventSuggestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestRacingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SuggestRacingEventMutation, SuggestRacingEventMutationVariables>;
export const AcceptRacingEventSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptRacingEventSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptRacingEventSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptRacingEventSuggestionMutation, AcceptRacingEventSuggestionMutationVariables>;
export const RejectRacingEventSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRacingEventSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRacingEventSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RejectRacingEventSuggestionMutation, RejectRacingEventSuggestionMutationVariables>;
export const CreateRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateRankingMutation, CreateRankingMutationVariables>;
export const DeleteRankingDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRankingDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRankingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRankingDocumentMutation, DeleteRankingDocumentMutationVariables>;
export const DeleteRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRankingMutation, DeleteRankingMutationVariables>;
export const RankingDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankingDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RankingDepartmentsQuery, RankingDepartmentsQueryVariables>;
export const RankingStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankingStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rankingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankingCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sex"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Sex"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rankingStandings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rankingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rankingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sex"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"pointsValue"}},{"kind":"Field","name":{"kind":"Name","value":"resultCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedCount"}}]}}]}}]}}]} as unknown as DocumentNode<RankingStandingsQuery, RankingStandingsQueryVariables>;
export const RankingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rankings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rankings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"seasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rankings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"seasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"bestResults"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"raceCategories"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"athleteCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<RankingsQuery, RankingsQueryVariables>;
export const SetRankingDocumentPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRankingDocumentPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRankingDocumentPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<SetRankingDocumentPublishedMutation, SetRankingDocumentPublishedMutationVariables>;
export const SetRankingPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRankingPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRankingPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<SetRankingPublishedMutation, SetRankingPublishedMutationVariables>;
export const UpdateRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateRankingMutation, UpdateRankingMutationVariables>;
export const UploadRankingDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadRankingDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadRankingDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<UploadRankingDocumentMutation, UploadRankingDocumentMutationVariables>;
export const RegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegionsQuery, RegionsQueryVariables>;
export const MemberRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"forChild"}},{"kind":"Field","name":{"kind":"Name","value":"applicantFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantLastName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantEmail"}},{"kind":"Field","name":{"kind":"Name","value":"applicantPhone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"sexLabel"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"consentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}}]}}]}}]} as unknown as DocumentNode<MemberRegistrationsQuery, MemberRegistrationsQueryVariables>;
export const ApproveMemberRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveMemberRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMemberRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}}]} as unknown as DocumentNode<ApproveMemberRegistrationMutation, ApproveMemberRegistrationMutationVariables>;
export const RejectMemberRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectMemberRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMemberRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMemberRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<RejectMemberRegistrationMutation, RejectMemberRegistrationMutationVariables>;
export const FindMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FindMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}}]}}]}}]} as unknown as DocumentNode<FindMemberQuery, FindMemberQueryVariables>;
export const ClaimMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ClaimMemberMutation, ClaimMemberMutationVariables>;
export const ConfirmMemberClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMemberClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMemberClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeToken"}}]}}]}}]} as unknown as DocumentNode<ConfirmMemberClaimMutation, ConfirmMemberClaimMutationVariables>;
export const MemberClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clubId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clubId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}}]}}]}}]} as unknown as DocumentNode<MemberClaimsQuery, MemberClaimsQueryVariables>;
export const ApproveMemberClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveMemberClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMemberClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<ApproveMemberClaimMutation, ApproveMemberClaimMutationVariables>;
export const RejectMemberClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectMemberClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMemberClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMemberClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<RejectMemberClaimMutation, RejectMemberClaimMutationVariables>;
export const RegistrationConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RegistrationConsentQuery, RegistrationConsentQueryVariables>;
export const RegistrationClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationClubs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicClubsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicClubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationClubsQuery, RegistrationClubsQueryVariables>;
export const SubmitMemberRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMemberRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitMemberRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMemberRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitMemberRegistrationMutation, SubmitMemberRegistrationMutationVariables>;
export const ConfirmMemberRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMemberRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMemberRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"memberFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmMemberRegistrationMutation, ConfirmMemberRegistrationMutationVariables>;
export const RegistrationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"memberFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationStatusQuery, RegistrationStatusQueryVariables>;
export const WelcomeSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WelcomeSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<WelcomeSetPasswordMutation, WelcomeSetPasswordMutationVariables>;
export const ChangeResultRaceStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeResultRaceStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRaceStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeResultRaceStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]}}]} as unknown as DocumentNode<ChangeResultRaceStatusMutation, ChangeResultRaceStatusMutationVariables>;
export const DeleteResultRaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteResultRace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResultRace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteResultRaceMutation, DeleteResultRaceMutationVariables>;
export const EventResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"racingEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"racingEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"codex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"pairedCount"}},{"kind":"Field","name":{"kind":"Name","value":"suggestionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"xlsxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"replacesResultRaceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"raceCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canImport"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeWork"}}]}},{"kind":"Field","name":{"kind":"Name","value":"xlsxUrl"}}]}}]}}]} as unknown as DocumentNode<EventResultsQuery, EventResultsQueryVariables>;
export const MatchResultFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatchResultFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchResultFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"races"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenEventId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<MatchResultFileMutation, MatchResultFileMutationVariables>;
export const MemberResultStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberResultStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberResultStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"starts"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"podiums"}},{"kind":"Field","name":{"kind":"Name","value":"topTens"}},{"kind":"Field","name":{"kind":"Name","value":"bestRank"}},{"kind":"Field","name":{"kind":"Name","value":"bestFisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"unranked"}}]}}]}}]} as unknown as DocumentNode<MemberResultStatsQuery, MemberResultStatsQueryVariables>;
export const MemberResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"resultRaceId"}},{"kind":"Field","name":{"kind":"Name","value":"resultRaceName"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"fisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"racePoints"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<MemberResultsQuery, MemberResultsQueryVariables>;
export const PairResultRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PairResultRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairResultRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resultRaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ordinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}]}]}}]} as unknown as DocumentNode<PairResultRowMutation, PairResultRowMutationVariables>;
export const RejectPairingSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectPairingSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPairingSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resultRaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ordinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}]}]}}]} as unknown as DocumentNode<RejectPairingSuggestionMutation, RejectPairingSuggestionMutationVariables>;
export const UnpairResultRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpairResultRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpairResultRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resultRaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultRaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ordinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ordinal"}}}]}]}}]} as unknown as DocumentNode<UnpairResultRowMutation, UnpairResultRowMutationVariables>;
export const PairingSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PairingSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PairingSuggestionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairingSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"resultRaceId"}},{"kind":"Field","name":{"kind":"Name","value":"resultRaceName"}},{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"rowName"}},{"kind":"Field","name":{"kind":"Name","value":"rowBirthYear"}},{"kind":"Field","name":{"kind":"Name","value":"rowClub"}},{"kind":"Field","name":{"kind":"Name","value":"rowRank"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"memberBirthYear"}},{"kind":"Field","name":{"kind":"Name","value":"memberClub"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<PairingSuggestionsQuery, PairingSuggestionsQueryVariables>;
export const ResultImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"raceCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<ResultImportQuery, ResultImportQueryVariables>;
export const ResultRaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultRace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultRace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"codex"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"pairedCount"}},{"kind":"Field","name":{"kind":"Name","value":"suggestionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"xlsxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"fisCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"nation"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"clubCode"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"jump"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"fisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"racePoints"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"pairing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canImport"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeWork"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]}}]} as unknown as DocumentNode<ResultRaceQuery, ResultRaceQueryVariables>;
export const ResultsEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineName"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsEventQuery, ResultsEventQueryVariables>;
export const UpdateResultRaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateResultRace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResultRaceDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResultRace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"genderGroup"}},{"kind":"Field","name":{"kind":"Name","value":"raceDate"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"birthYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateResultRaceMutation, UpdateResultRaceMutationVariables>;
export const UploadResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadResultsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"raceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"raceCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<UploadResultsMutation, UploadResultsMutationVariables>;
export const ExtendMemberRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendMemberRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendMemberRolesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendMemberRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<ExtendMemberRolesMutation, ExtendMemberRolesMutationVariables>;
export const RoleDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RoleDepartmentsQuery, RoleDepartmentsQueryVariables>;
export const RoleHoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleHolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRoleKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleHoldersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleHolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"qualificationLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]}}]} as unknown as DocumentNode<RoleHoldersQuery, RoleHoldersQueryVariables>;
export const RoleOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"expiring"}}]}}]}}]} as unknown as DocumentNode<RoleOverviewQuery, RoleOverviewQueryVariables>;
export const AddSportCenterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSportCenterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSportCenterMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSportCenterMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<AddSportCenterMemberMutation, AddSportCenterMemberMutationVariables>;
export const EndSportCenterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSportCenterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndSportCenterMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSportCenterMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<EndSportCenterMemberMutation, EndSportCenterMemberMutationVariables>;
export const RemoveSportCenterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSportCenterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSportCenterMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSportCenterMemberMutation, RemoveSportCenterMemberMutationVariables>;
export const RepresentationDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepresentationDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RepresentationDepartmentsQuery, RepresentationDepartmentsQueryVariables>;
export const RepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Representation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"representation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportCenterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubSlug"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicPhoto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"clubSlug"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicPhoto"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepresentationQuery, RepresentationQueryVariables>;
export const SportCenterChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportCenterChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SportCenterChoicesQuery, SportCenterChoicesQueryVariables>;
export const SportCenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportCenter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportCenterDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"center"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationType"}},{"kind":"Field","name":{"kind":"Name","value":"organisationTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"}},{"kind":"Field","name":{"kind":"Name","value":"coaches"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportCenterId"}},{"kind":"Field","name":{"kind":"Name","value":"centerName"}},{"kind":"Field","name":{"kind":"Name","value":"organisationTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exportUrl"}}]}}]}}]} as unknown as DocumentNode<SportCenterQuery, SportCenterQueryVariables>;
export const SportCenterOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportCenterOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportCenterOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"evidenceSeasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceSeasonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidenceSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"centers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisationType"}},{"kind":"Field","name":{"kind":"Name","value":"organisationTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"}},{"kind":"Field","name":{"kind":"Name","value":"coaches"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"centers"}},{"kind":"Field","name":{"kind":"Name","value":"athletes"}},{"kind":"Field","name":{"kind":"Name","value":"coaches"}}]}}]}}]}}]} as unknown as DocumentNode<SportCenterOverviewQuery, SportCenterOverviewQueryVariables>;
export const StatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Statistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"previousYear"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"keyDate"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"measures"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canTakeSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}}]}}]}}]}}]} as unknown as DocumentNode<StatisticsQuery, StatisticsQueryVariables>;
export const StatisticsSeasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatisticsSeasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statisticsSeasons"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StatisticsSeasonsQuery, StatisticsSeasonsQueryVariables>;
export const TakeStatisticsSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeStatisticsSnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeStatisticsSnapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<TakeStatisticsSnapshotMutation, TakeStatisticsSnapshotMutationVariables>;
export const TimekeepingCompanyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimekeepingCompanyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]} as unknown as DocumentNode<TimekeepingCompanyListQuery, TimekeepingCompanyListQueryVariables>;
export const TimekeepingCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimekeepingCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ico"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"web"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]} as unknown as DocumentNode<TimekeepingCompanyQuery, TimekeepingCompanyQueryVariables>;
export const CreateTimekeepingCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimekeepingCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimekeepingCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimekeepingCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTimekeepingCompanyMutation, CreateTimekeepingCompanyMutationVariables>;
export const UpdateTimekeepingCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimekeepingCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimekeepingCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimekeepingCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateTimekeepingCompanyMutation, UpdateTimekeepingCompanyMutationVariables>;
export const ChangeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<ChangeTransferMutation, ChangeTransferMutationVariables>;
export const RequestTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"toClubName"}},{"kind":"Field","name":{"kind":"Name","value":"fromClubName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]} as unknown as DocumentNode<RequestTransferMutation, RequestTransferMutationVariables>;
export const TransferCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}}]}}]}}]} as unknown as DocumentNode<TransferCandidateQuery, TransferCandidateQueryVariables>;
export const TransferChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TransferChoicesQuery, TransferChoicesQueryVariables>;
export const TransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransfersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"canRequest"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"fromClubId"}},{"kind":"Field","name":{"kind":"Name","value":"fromClubName"}},{"kind":"Field","name":{"kind":"Name","value":"toClubId"}},{"kind":"Field","name":{"kind":"Name","value":"toClubName"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"endedDepartmentIds"}},{"kind":"Field","name":{"kind":"Name","value":"endedDepartmentNames"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransfersQuery, TransfersQueryVariables>;
export const InviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const TimekeepingCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimekeepingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timekeepingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TimekeepingCompaniesQuery, TimekeepingCompaniesQueryVariables>;
export const InvitableClubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitableClubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"ACTIVE"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<InvitableClubsQuery, InvitableClubsQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"canInviteStaff"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canBlock"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"clubId"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserDetailQuery, UserDetailQueryVariables>;
export const UserInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"identityType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canChange"}}]}}]}}]} as unknown as DocumentNode<UserInvitationsQuery, UserInvitationsQueryVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const SetAccountBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"blocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canBlock"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<SetAccountBlockedMutation, SetAccountBlockedMutationVariables>;
export const RevokeIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeIdentityMutation, RevokeIdentityMutationVariables>;
export const WorkspaceOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"unsignedRaces"}},{"kind":"Field","name":{"kind":"Name","value":"publishedRaces"}},{"kind":"Field","name":{"kind":"Name","value":"lastUploadAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUploadFailed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"clubEntries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raceEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"racingEventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"bib"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSeasonName"}}]}}]}}]} as unknown as DocumentNode<WorkspaceOverviewQuery, WorkspaceOverviewQueryVariables>;
export const GlobalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"clubName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moreMembers"}},{"kind":"Field","name":{"kind":"Name","value":"clubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moreClubs"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moreEvents"}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;