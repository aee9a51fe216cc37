//! The stable codes of every refusal and failure: GraphQL's `extensions.code`, the downloads'
//! `error.code`, the import reports. Programs match on them; people read the Czech message
//! that comes with each. One enum, so a code is never misspelled and each has its HTTP status.

use crate::text_enum::text_enum;

text_enum! {
    /// A stable error code (spec §8 names the eligibility ones; the rest are Stopa's).
    pub enum ErrorCode as "ErrorCode" {
        // Who asks.
        Unauthenticated => "UNAUTHENTICATED",
        Forbidden => "FORBIDDEN",
        InvalidCredentials => "INVALID_CREDENTIALS",
        InvalidToken => "INVALID_TOKEN",
        TooManyAttempts => "TOO_MANY_ATTEMPTS",
        // What is asked.
        NotFound => "NOT_FOUND",
        Validation => "VALIDATION",
        Conflict => "CONFLICT",
        InvalidTransition => "INVALID_TRANSITION",
        InUse => "IN_USE",
        AlreadyArchived => "ALREADY_ARCHIVED",
        AlreadyDecided => "ALREADY_DECIDED",
        AlreadyEnded => "ALREADY_ENDED",
        AlreadyMember => "ALREADY_MEMBER",
        NoMembership => "NO_MEMBERSHIP",
        MergeConflict => "MERGE_CONFLICT",
        // Entries (spec §8, in the order of its messages), and their deadlines.
        NotAthlete => "NOT_ATHLETE",
        NotPaid => "NOT_PAID",
        OnlyUnregisteredAthletesCanSelfRegister => "ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER",
        AthleteNotInAnyCategory => "ATHLETE_NOT_IN_ANY_CATEGORY",
        EntriesClosed => "ENTRIES_CLOSED",
        // Files.
        FileTooLarge => "FILE_TOO_LARGE",
        EmptyFile => "EMPTY_FILE",
        TooManyRows => "TOO_MANY_ROWS",
        TooManyColumns => "TOO_MANY_COLUMNS",
        TooManyCells => "TOO_MANY_CELLS",
        MissingColumns => "MISSING_COLUMNS",
        InvalidEncoding => "INVALID_ENCODING",
        SuspiciousArchive => "SUSPICIOUS_ARCHIVE",
        UnreadableFile => "UNREADABLE_FILE",
        NotResults => "NOT_RESULTS",
        Malformed => "MALFORMED",
        Encoding => "ENCODING",
        EntitiesRefused => "ENTITIES_REFUSED",
        TooLarge => "TOO_LARGE",
        Archive => "ARCHIVE",
        JsonLayout => "JSON_LAYOUT",
        JsonRace => "JSON_RACE",
        NotPointsList => "NOT_POINTS_LIST",
        FetchFailed => "FETCH_FAILED",
        // The request itself (refused before any use case runs).
        BadRequest => "BAD_REQUEST",
        CsrfCheckFailed => "CSRF_CHECK_FAILED",
        OperationMismatch => "OPERATION_MISMATCH",
        PayloadTooLarge => "PAYLOAD_TOO_LARGE",
        UriTooLong => "URI_TOO_LONG",
        MethodNotAllowed => "METHOD_NOT_ALLOWED",
        NotAcceptable => "NOT_ACCEPTABLE",
        GraphqlParseFailed => "GRAPHQL_PARSE_FAILED",
        GraphqlValidationFailed => "GRAPHQL_VALIDATION_FAILED",
        QueryTooComplex => "QUERY_TOO_COMPLEX",
        // The service.
        Busy => "BUSY",
        ServiceUnavailable => "SERVICE_UNAVAILABLE",
        Internal => "INTERNAL",
    }
}

impl ErrorCode {
    /// The HTTP status a REST answer (a download, an upload) refused with this code has.
    pub fn http_status(self) -> u16 {
        match self {
            Self::Unauthenticated => 401,
            Self::Forbidden => 403,
            Self::NotFound => 404,
            Self::Conflict | Self::InUse | Self::MergeConflict => 409,
            Self::FileTooLarge | Self::PayloadTooLarge => 413,
            Self::UriTooLong => 414,
            Self::MethodNotAllowed => 405,
            Self::NotAcceptable => 406,
            Self::TooManyAttempts => 429,
            Self::Busy | Self::ServiceUnavailable => 503,
            Self::Internal => 500,
            _ => 400,
        }
    }
}
