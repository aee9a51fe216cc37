//! Money: whole haléře in one [`Czk`] type from the database to the screen, never floating
//! point. Fees, order amounts and payments are all `Czk`; PostgreSQL keeps them as integers
//! (`integer` for one amount, `bigint` for sums), GraphQL sends the haléře as an integer, and
//! people read them the Czech way: `1 234,50 Kč`.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Sub};

/// An amount in Czech crowns, held as haléře (1 Kč = 100 haléřů).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Czk(i64);

impl Czk {
    /// Nothing to pay.
    pub const ZERO: Self = Self(0);

    /// The amount of `halere` haléřů.
    pub const fn from_halere(halere: i64) -> Self {
        Self(halere)
    }

    /// The amount of whole `crowns`.
    pub const fn from_crowns(crowns: i64) -> Self {
        Self(crowns * 100)
    }

    /// The amount in haléře.
    pub const fn halere(self) -> i64 {
        self.0
    }

    /// The amount as PostgreSQL's `integer` holds one, when it fits.
    pub fn to_i32(self) -> Option<i32> {
        i32::try_from(self.0).ok()
    }
}

impl Add for Czk {
    type Output = Self;

    fn add(self, other: Self) -> Self {
        Self(self.0.saturating_add(other.0))
    }
}

impl Sub for Czk {
    type Output = Self;

    fn sub(self, other: Self) -> Self {
        Self(self.0.saturating_sub(other.0))
    }
}

impl Sum for Czk {
    fn sum<I: Iterator<Item = Self>>(amounts: I) -> Self {
        amounts.fold(Self::ZERO, Add::add)
    }
}

/// `1 234,50 Kč`: thousands grouped by non-breaking spaces, a decimal comma, a non-breaking
/// space before `Kč`; whole crowns without decimals (`300 Kč`); a negative amount with a
/// minus.
impl fmt::Display for Czk {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NBSP: char = '\u{a0}';
        let sign = if self.0 < 0 { "-" } else { "" };
        let halere = self.0.unsigned_abs();
        let crowns = (halere / 100).to_string();
        let mut grouped = String::with_capacity(crowns.len() + crowns.len() / 3);
        for (index, digit) in crowns.chars().enumerate() {
            if index > 0 && (crowns.len() - index).is_multiple_of(3) {
                grouped.push(NBSP);
            }
            grouped.push(digit);
        }
        match halere % 100 {
            0 => write!(formatter, "{sign}{grouped}{NBSP}Kč"),
            cents => write!(formatter, "{sign}{grouped},{cents:02}{NBSP}Kč"),
        }
    }
}

#[cfg(feature = "sqlx")]
impl sqlx::Type<sqlx::Postgres> for Czk {
    fn type_info() -> sqlx::postgres::PgTypeInfo {
        <i64 as sqlx::Type<sqlx::Postgres>>::type_info()
    }

    fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
        <i64 as sqlx::Type<sqlx::Postgres>>::compatible(ty)
            || <i32 as sqlx::Type<sqlx::Postgres>>::compatible(ty)
    }
}

#[cfg(feature = "sqlx")]
impl sqlx::Encode<'_, sqlx::Postgres> for Czk {
    fn encode_by_ref(
        &self,
        buffer: &mut sqlx::postgres::PgArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <i64 as sqlx::Encode<sqlx::Postgres>>::encode(self.0, buffer)
    }
}

#[cfg(feature = "sqlx")]
impl<'r> sqlx::Decode<'r, sqlx::Postgres> for Czk {
    fn decode(value: sqlx::postgres::PgValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        use sqlx::ValueRef as _;
        let int4 = <i32 as sqlx::Type<sqlx::Postgres>>::compatible(&value.type_info());
        if int4 {
            Ok(Self(i64::from(
                <i32 as sqlx::Decode<sqlx::Postgres>>::decode(value)?,
            )))
        } else {
            Ok(Self(<i64 as sqlx::Decode<sqlx::Postgres>>::decode(value)?))
        }
    }
}

/// In GraphQL an amount is an `Int` of haléře (DESIGN §3): the same type the schema has for
/// every count, so clients need no scalar of their own.
#[cfg(feature = "graphql")]
mod graphql {
    use std::borrow::Cow;

    use async_graphql::parser::types::Field;
    use async_graphql::registry::Registry;
    use async_graphql::{
        ContextSelectionSet, InputType, InputValueError, InputValueResult, OutputType, Positioned,
        ServerResult, Value,
    };

    use super::Czk;

    impl OutputType for Czk {
        fn type_name() -> Cow<'static, str> {
            <i64 as OutputType>::type_name()
        }

        fn create_type_info(registry: &mut Registry) -> String {
            <i64 as OutputType>::create_type_info(registry)
        }

        async fn resolve(
            &self,
            ctx: &ContextSelectionSet<'_>,
            field: &Positioned<Field>,
        ) -> ServerResult<Value> {
            <i64 as OutputType>::resolve(&self.0, ctx, field).await
        }
    }

    impl InputType for Czk {
        type RawValueType = i64;

        fn type_name() -> Cow<'static, str> {
            <i64 as InputType>::type_name()
        }

        fn create_type_info(registry: &mut Registry) -> String {
            <i64 as InputType>::create_type_info(registry)
        }

        fn parse(value: Option<Value>) -> InputValueResult<Self> {
            <i64 as InputType>::parse(value)
                .map(Self)
                .map_err(InputValueError::propagate)
        }

        fn to_value(&self) -> Value {
            Value::from(self.0)
        }

        fn as_raw_value(&self) -> Option<&Self::RawValueType> {
            Some(&self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Czk;

    #[test]
    fn amounts_are_written_the_czech_way() {
        assert_eq!(Czk::from_crowns(300).to_string(), "300\u{a0}Kč");
        assert_eq!(
            Czk::from_halere(123_450).to_string(),
            "1\u{a0}234,50\u{a0}Kč"
        );
        assert_eq!(Czk::from_halere(-5).to_string(), "-0,05\u{a0}Kč");
        assert_eq!(
            Czk::from_crowns(1_000_000).to_string(),
            "1\u{a0}000\u{a0}000\u{a0}Kč"
        );
        assert_eq!(Czk::ZERO.to_string(), "0\u{a0}Kč");
    }

    #[test]
    fn amounts_add_up_without_overflowing() {
        let total: Czk = [Czk::from_crowns(300), Czk::from_crowns(100)]
            .into_iter()
            .sum();
        assert_eq!(total, Czk::from_crowns(400));
        assert_eq!(
            Czk::from_halere(i64::MAX) + Czk::from_halere(1),
            Czk::from_halere(i64::MAX)
        );
        assert_eq!(Czk::from_halere(30_000).to_i32(), Some(30_000));
        assert_eq!(Czk::from_halere(i64::MAX).to_i32(), None);
    }
}
