//! One declaration for every enum that is stored, sent as JSON or exposed in GraphQL.
//!
//! `text_enum!` takes one literal per value and generates from it every spelling the value
//! has: the text stored in PostgreSQL (`sqlx` feature), the JSON string (serde) and the
//! GraphQL enum value (`graphql` feature). A value therefore reads back exactly as it was
//! written, everywhere; a test round-trips every value of every enum through PostgreSQL and
//! compares the database's check constraints with the literals (`libs/db/tests`).
//!
//! ```ignore
//! text_enum! {
//!     /// State of an entry.
//!     pub enum EntryState as "EntryState" {
//!         Entered => "ENTERED" : "Přihlášen",
//!         Withdrawn => "WITHDRAWN" : "Odhlášen",
//!     }
//! }
//! ```
//!
//! `as "Name"` names the GraphQL type (default: the Rust name); `: "label"` after every literal
//! adds a Czech [`label`](TextEnum) method. Every value must have a literal; literals are
//! upper-case GraphQL names (`[A-Z][A-Z0-9_]*`), which a unit test of each enum checks.

/// What every `text_enum!` enum can do, for code generic over them (tests, codebooks).
pub trait TextEnum: Sized + Copy + Eq + 'static {
    /// The Rust name of the enum (for error messages).
    const NAME: &'static str;
    /// Every value, in declaration order.
    fn all() -> &'static [Self];
    /// The one spelling of the value.
    fn as_str(self) -> &'static str;
    /// The value of a spelling, exactly as [`TextEnum::as_str`] writes it.
    fn parse(text: &str) -> Option<Self> {
        Self::all()
            .iter()
            .copied()
            .find(|value| value.as_str() == text)
    }
}

/// A `text_enum!` enum whose values have Czech labels (`: "label"` after every literal).
pub trait Labelled: TextEnum {
    /// The Czech label.
    fn label(self) -> &'static str;
}

/// The Czech label as an owned text: what a GraphQL `...Label` field shows beside the value it
/// is derived from (`#[graphql(derived(owned, name = "state_label", into = "String", with =
/// "label_of"))]` on the shared view types).
pub fn label_of<T: Labelled>(value: T) -> String {
    value.label().to_owned()
}

/// A text that names no value of a `text_enum!` enum.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not a value of {name}")]
pub struct UnknownValue {
    pub name: &'static str,
    pub text: String,
}

/// Declares an enum with one literal per value; see the module documentation.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident $(as $graphql:literal)? {
            $($(#[$variant_meta:meta])* $variant:ident => $text:literal : $label:literal),+ $(,)?
        }
    ) => {
        $crate::text_enum::text_enum! {
            @enum $(#[$meta])* $vis enum $name $(as $graphql)? {
                $($(#[$variant_meta])* $variant => $text),+
            }
        }

        impl $name {
            /// The Czech label.
            pub fn label(self) -> &'static str {
                match self {
                    $(Self::$variant => $label),+
                }
            }
        }

        impl $crate::text_enum::Labelled for $name {
            fn label(self) -> &'static str {
                $name::label(self)
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident $(as $graphql:literal)? {
            $($(#[$variant_meta:meta])* $variant:ident => $text:literal),+ $(,)?
        }
    ) => {
        $crate::text_enum::text_enum! {
            @enum $(#[$meta])* $vis enum $name $(as $graphql)? {
                $($(#[$variant_meta])* $variant => $text),+
            }
        }
    };
    (
        @enum
        $(#[$meta:meta])*
        $vis:vis enum $name:ident $(as $graphql:literal)? {
            $($(#[$variant_meta:meta])* $variant:ident => $text:literal),+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
        $(#[cfg_attr(feature = "graphql", graphql(name = $graphql))])?
        $vis enum $name {
            $(
                $(#[$variant_meta])*
                #[cfg_attr(feature = "graphql", graphql(name = $text))]
                $variant
            ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The one spelling of the value: stored, in JSON and in GraphQL.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text),+
                }
            }

            /// The value of a spelling, exactly as [`Self::as_str`] writes it.
            pub fn parse(text: &str) -> Option<Self> {
                match text {
                    $($text => Some(Self::$variant),)+
                    _ => None,
                }
            }
        }

        impl $crate::text_enum::TextEnum for $name {
            const NAME: &'static str = stringify!($name);

            fn all() -> &'static [Self] {
                Self::ALL
            }

            fn as_str(self) -> &'static str {
                $name::as_str(self)
            }

            fn parse(text: &str) -> Option<Self> {
                $name::parse(text)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, formatter: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                formatter.write_str(self.as_str())
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, text: &str) -> bool {
                self.as_str() == text
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, text: &&str) -> bool {
                self.as_str() == *text
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::text_enum::UnknownValue;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                Self::parse(text).ok_or_else(|| $crate::text_enum::UnknownValue {
                    name: stringify!($name),
                    text: text.to_owned(),
                })
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(
                    deserializer,
                )?;
                Self::parse(&text).ok_or_else(|| {
                    <D::Error as ::serde::de::Error>::unknown_variant(&text, &[$($text),+])
                })
            }
        }

        #[cfg(feature = "sqlx")]
        impl ::sqlx::Type<::sqlx::Postgres> for $name {
            fn type_info() -> ::sqlx::postgres::PgTypeInfo {
                <&str as ::sqlx::Type<::sqlx::Postgres>>::type_info()
            }

            fn compatible(ty: &::sqlx::postgres::PgTypeInfo) -> bool {
                <&str as ::sqlx::Type<::sqlx::Postgres>>::compatible(ty)
            }
        }

        #[cfg(feature = "sqlx")]
        impl ::sqlx::postgres::PgHasArrayType for $name {
            fn array_type_info() -> ::sqlx::postgres::PgTypeInfo {
                <&str as ::sqlx::postgres::PgHasArrayType>::array_type_info()
            }

            fn array_compatible(ty: &::sqlx::postgres::PgTypeInfo) -> bool {
                <&str as ::sqlx::postgres::PgHasArrayType>::array_compatible(ty)
            }
        }

        #[cfg(feature = "sqlx")]
        impl ::sqlx::Encode<'_, ::sqlx::Postgres> for $name {
            fn encode_by_ref(
                &self,
                buffer: &mut ::sqlx::postgres::PgArgumentBuffer,
            ) -> Result<::sqlx::encode::IsNull, ::sqlx::error::BoxDynError> {
                <&str as ::sqlx::Encode<::sqlx::Postgres>>::encode(self.as_str(), buffer)
            }
        }

        #[cfg(feature = "sqlx")]
        impl<'r> ::sqlx::Decode<'r, ::sqlx::Postgres> for $name {
            fn decode(
                value: ::sqlx::postgres::PgValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&str as ::sqlx::Decode<::sqlx::Postgres>>::decode(value)?;
                Ok(text.parse::<Self>()?)
            }
        }
    };
}

pub(crate) use text_enum;

#[cfg(test)]
mod tests {
    use super::TextEnum;

    text_enum! {
        /// A test enum.
        pub enum Weather as "TestWeather" {
            /// Sunny.
            Sunny => "SUNNY" : "Slunečno",
            SnowStorm => "SNOW" : "Vánice",
        }
    }

    #[test]
    fn every_spelling_comes_from_the_literal() {
        assert_eq!(Weather::SnowStorm.as_str(), "SNOW");
        assert_eq!(Weather::parse("SNOW"), Some(Weather::SnowStorm));
        assert_eq!(Weather::parse("SNOW_STORM"), None);
        assert_eq!(Weather::SnowStorm.label(), "Vánice");
        assert_eq!(
            serde_json::to_string(&Weather::SnowStorm).expect("serialises"),
            "\"SNOW\""
        );
        assert_eq!(
            serde_json::from_str::<Weather>("\"SNOW\"").expect("deserialises"),
            Weather::SnowStorm
        );
        assert!(serde_json::from_str::<Weather>("\"SnowStorm\"").is_err());
        assert_eq!("SUNNY".parse::<Weather>(), Ok(Weather::Sunny));
        assert_eq!(
            "x".parse::<Weather>().map_err(|error| error.to_string()),
            Err("\"x\" is not a value of Weather".to_owned())
        );
        assert_eq!(<Weather as TextEnum>::all(), Weather::ALL);
    }

    #[cfg(feature = "graphql")]
    #[test]
    fn the_graphql_enum_uses_the_literals() {
        use async_graphql::EnumType as _;
        let names: Vec<_> = Weather::items().iter().map(|item| item.name).collect();
        assert_eq!(names, ["SUNNY", "SNOW"]);
        assert_eq!(
            <Weather as async_graphql::InputType>::type_name(),
            "TestWeather"
        );
    }
}
