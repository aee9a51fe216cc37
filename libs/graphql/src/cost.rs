//! Checks of a parsed GraphQL document before the schema validates or runs it: what it costs
//! once every fragment spread is expanded, and whether any text it carries holds a NUL.
//!
//! async-graphql's own depth and complexity limits walk every expansion of every fragment
//! spread, so a small document whose fragments each spread the previous one twice takes
//! exponential time before it is refused. Here each fragment is measured once (memoised), so
//! the cost of any document is found in time linear in its size, with saturating arithmetic:
//! `fragment F2 on Me { ...F1 x: permissions ...F1 }` nested 29 times costs 2^29 fields and is
//! refused at once.

use std::collections::HashMap;
use std::convert::Infallible;

use async_graphql::parser::types::{
    Directive, DocumentOperations, ExecutableDocument, FragmentDefinition, OperationType,
    Selection, SelectionSet,
};
use async_graphql::{Name, Positioned, Value, Variables};

use crate::{MAX_COMPLEXITY, MAX_DEPTH};
use stopa_domain::error_code::ErrorCode;

/// The limits of one document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Fields of all operations with every fragment expanded (as async-graphql counts
    /// complexity, one per field).
    pub max_fields: usize,
    /// Deepest nesting of fields.
    pub max_depth: usize,
    /// Aliased fields of all operations with every fragment expanded.
    pub max_aliases: usize,
    /// Aliased fields directly in one selection set.
    pub max_aliases_per_selection: usize,
    /// Fragment definitions of the document.
    pub max_fragments: usize,
    /// Top-level fields (changes) of one mutation, aliases and fragments counted: a request
    /// may not repeat a mutation fifty times under fifty aliases.
    pub max_mutation_fields: usize,
}

/// The budget of every request to `/graphql`. The web app's largest operation uses a small
/// part of it (see the test reading `web/src/gql/gql.ts`).
pub const BUDGET: Budget = Budget {
    max_fields: MAX_COMPLEXITY,
    max_depth: MAX_DEPTH,
    max_aliases: 100,
    max_aliases_per_selection: 50,
    max_fragments: 100,
    max_mutation_fields: 5,
};

/// What a document costs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    pub fields: usize,
    pub depth: usize,
    pub aliases: usize,
    /// Whether any field is `__schema` or `__type`.
    pub introspection: bool,
}

impl Cost {
    fn add(&mut self, other: Self) {
        self.fields = self.fields.saturating_add(other.fields);
        self.depth = self.depth.max(other.depth);
        self.aliases = self.aliases.saturating_add(other.aliases);
        self.introspection |= other.introspection;
    }
}

/// Why a document is refused before it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CostError {
    TooManyFields(usize),
    TooDeep(usize),
    TooManyAliases(usize),
    TooManyAliasesInSelection(usize),
    TooManyFragments(usize),
    TooManyMutationFields(usize),
    FragmentCycle(String),
}

impl CostError {
    /// The stable code of the GraphQL error.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::FragmentCycle(_) => ErrorCode::GraphqlValidationFailed,
            _ => ErrorCode::QueryTooComplex,
        }
    }

    /// The Czech message of the GraphQL error.
    pub fn message(&self) -> String {
        match self {
            Self::TooManyFields(fields) => format!(
                "Dotaz je příliš rozsáhlý: po rozvinutí fragmentů má {} polí, povoleno je nejvýše {}.",
                display_count(*fields, BUDGET.max_fields),
                BUDGET.max_fields
            ),
            Self::TooDeep(depth) => format!(
                "Dotaz je příliš hluboký: {} úrovní, povoleno je nejvýše {}.",
                display_count(*depth, BUDGET.max_depth),
                BUDGET.max_depth
            ),
            Self::TooManyAliases(aliases) => format!(
                "Dotaz má příliš mnoho aliasů: {}, povoleno je nejvýše {}.",
                display_count(*aliases, BUDGET.max_aliases),
                BUDGET.max_aliases
            ),
            Self::TooManyAliasesInSelection(aliases) => format!(
                "Dotaz má příliš mnoho aliasů v jednom výběru: {aliases}, povoleno je nejvýše {}.",
                BUDGET.max_aliases_per_selection
            ),
            Self::TooManyFragments(fragments) => format!(
                "Dotaz má příliš mnoho fragmentů: {fragments}, povoleno je nejvýše {}.",
                BUDGET.max_fragments
            ),
            Self::TooManyMutationFields(fields) => format!(
                "Jeden požadavek smí provést nejvýše {} změn, tento jich žádá {fields}.",
                BUDGET.max_mutation_fields
            ),
            Self::FragmentCycle(name) => {
                format!("Neplatný dotaz GraphQL: fragment {name} odkazuje sám na sebe.")
            }
        }
    }
}

/// A count for people: a saturated count is "more than the limit".
fn display_count(count: usize, limit: usize) -> String {
    if count == usize::MAX {
        format!("více než {limit}")
    } else {
        count.to_string()
    }
}

/// Measures `document` and refuses it when it exceeds `budget`. Every operation and every
/// fragment is measured (the schema validates them all, whichever operation runs).
pub fn check(document: &ExecutableDocument, budget: &Budget) -> Result<Cost, CostError> {
    if document.fragments.len() > budget.max_fragments {
        return Err(CostError::TooManyFragments(document.fragments.len()));
    }
    let mut measure = Measure {
        fragments: &document.fragments,
        memo: HashMap::new(),
        budget,
    };
    let mut total = Cost::default();
    for name in document.fragments.keys() {
        measure.fragment(name)?;
    }
    let operations: Vec<_> = match &document.operations {
        DocumentOperations::Single(operation) => vec![operation],
        DocumentOperations::Multiple(operations) => operations.values().collect(),
    };
    for operation in operations {
        let set = &operation.node.selection_set.node;
        total.add(measure.selection_set(set)?);
        if operation.node.ty == OperationType::Mutation {
            let changes = measure.root_fields(set, 0);
            if changes > budget.max_mutation_fields {
                return Err(CostError::TooManyMutationFields(changes));
            }
        }
    }
    if total.fields > budget.max_fields {
        return Err(CostError::TooManyFields(total.fields));
    }
    if total.depth > budget.max_depth {
        return Err(CostError::TooDeep(total.depth));
    }
    if total.aliases > budget.max_aliases {
        return Err(CostError::TooManyAliases(total.aliases));
    }
    Ok(total)
}

enum Memo {
    /// Being measured: meeting it again is a cycle.
    Open,
    Done(Cost),
}

struct Measure<'a> {
    fragments: &'a HashMap<Name, Positioned<FragmentDefinition>>,
    memo: HashMap<&'a str, Memo>,
    budget: &'a Budget,
}

impl<'a> Measure<'a> {
    /// The cost of a fragment, measured once. The recursion follows spreads at most
    /// `max_fragments` deep (a longer chain repeats a fragment, which is a cycle).
    fn fragment(&mut self, name: &'a str) -> Result<Cost, CostError> {
        match self.memo.get(name) {
            Some(Memo::Done(cost)) => return Ok(*cost),
            Some(Memo::Open) => return Err(CostError::FragmentCycle(name.to_owned())),
            None => {}
        }
        // An unknown fragment costs nothing here; validation refuses it.
        let Some(fragment) = self.fragments.get(name) else {
            return Ok(Cost::default());
        };
        self.memo.insert(name, Memo::Open);
        let cost = self.selection_set(&fragment.node.selection_set.node)?;
        self.memo.insert(name, Memo::Done(cost));
        Ok(cost)
    }

    /// The top-level fields of an operation's selection set, through its fragments (measured
    /// before, so without cycles; `spreads` bounds the walk all the same).
    fn root_fields(&self, set: &'a SelectionSet, spreads: usize) -> usize {
        if spreads > self.budget.max_fragments {
            return usize::MAX;
        }
        set.items
            .iter()
            .map(|selection| match &selection.node {
                Selection::Field(_) => 1,
                Selection::FragmentSpread(spread) => self
                    .fragments
                    .get(spread.node.fragment_name.node.as_str())
                    .map_or(0, |fragment| {
                        self.root_fields(&fragment.node.selection_set.node, spreads + 1)
                    }),
                Selection::InlineFragment(inline) => {
                    self.root_fields(&inline.node.selection_set.node, spreads + 1)
                }
            })
            .fold(0, usize::saturating_add)
    }

    /// The cost of a selection set. Fields nest at most `max_depth` levels below it before
    /// the walk stops, so the recursion is bounded too.
    fn selection_set(&mut self, set: &'a SelectionSet) -> Result<Cost, CostError> {
        let mut cost = Cost::default();
        let mut aliases_here = 0usize;
        for selection in &set.items {
            match &selection.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    if field.alias.is_some() {
                        aliases_here += 1;
                        if aliases_here > self.budget.max_aliases_per_selection {
                            return Err(CostError::TooManyAliasesInSelection(aliases_here));
                        }
                    }
                    let children = self.selection_set(&field.selection_set.node)?;
                    let depth = children.depth.saturating_add(1);
                    if depth > self.budget.max_depth {
                        return Err(CostError::TooDeep(depth));
                    }
                    let name = field.name.node.as_str();
                    cost.add(Cost {
                        fields: children.fields.saturating_add(1),
                        depth,
                        aliases: children
                            .aliases
                            .saturating_add(usize::from(field.alias.is_some())),
                        introspection: children.introspection
                            || name == "__schema"
                            || name == "__type",
                    });
                }
                Selection::FragmentSpread(spread) => {
                    let fragment = self.fragment(spread.node.fragment_name.node.as_str())?;
                    cost.add(fragment);
                }
                Selection::InlineFragment(inline) => {
                    let inner = self.selection_set(&inline.node.selection_set.node)?;
                    cost.add(inner);
                }
            }
        }
        Ok(cost)
    }
}

/// Where a text with a NUL character was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NulText {
    /// The input field holding it, named as resolvers name fields: the path below the
    /// variable (`filter.search` of `$input`), the variable's name for a plain value, or
    /// `query` for a value written in the document.
    pub field: String,
}

impl NulText {
    /// The Czech message of the VALIDATION error.
    pub fn message() -> &'static str {
        crate::error::INVALID_TEXT_MESSAGE
    }
}

/// Finds a NUL character in the request's variables (values and keys) or in any string value
/// written in the document (arguments, directives, default values). PostgreSQL cannot store
/// one, so such text is refused as a validation error before anything runs.
pub fn find_nul(document: &ExecutableDocument, variables: &Variables) -> Option<NulText> {
    for (name, value) in variables.iter() {
        if let Some(field) = const_nul(name.as_str(), value) {
            return Some(NulText { field });
        }
    }
    let query = || NulText {
        field: "query".to_owned(),
    };
    let operations: Vec<_> = match &document.operations {
        DocumentOperations::Single(operation) => vec![operation],
        DocumentOperations::Multiple(operations) => operations.values().collect(),
    };
    for operation in operations {
        let operation = &operation.node;
        let defaults_nul = operation.variable_definitions.iter().any(|definition| {
            definition
                .node
                .default_value
                .as_ref()
                .is_some_and(|value| const_nul("query", &value.node).is_some())
        });
        if defaults_nul
            || directives_nul(&operation.directives)
            || selection_set_nul(&operation.selection_set.node)
        {
            return Some(query());
        }
    }
    document
        .fragments
        .values()
        .any(|fragment| {
            directives_nul(&fragment.node.directives)
                || selection_set_nul(&fragment.node.selection_set.node)
        })
        .then(query)
}

/// The path of the first NUL in a value: the object keys leading to it, joined with dots
/// (list positions left out), or `field` for a NUL directly in the value.
fn const_nul(field: &str, value: &Value) -> Option<String> {
    fn walk<'v>(value: &'v Value, path: &mut Vec<&'v str>) -> bool {
        match value {
            Value::String(text) => text.contains('\0'),
            Value::List(items) => items.iter().any(|item| walk(item, path)),
            Value::Object(entries) => entries.iter().any(|(key, item)| {
                path.push(key.as_str());
                if key.contains('\0') || walk(item, path) {
                    return true;
                }
                path.pop();
                false
            }),
            _ => false,
        }
    }
    let mut path = Vec::new();
    walk(value, &mut path).then(|| {
        if path.is_empty() {
            field.to_owned()
        } else {
            path.join(".")
        }
    })
}

fn directives_nul(directives: &[Positioned<Directive>]) -> bool {
    directives.iter().any(|directive| {
        directive.node.arguments.iter().any(|(_, value)| {
            // The document's value type is not re-exported; as a constant (variables
            // as null: their values are checked on their own) it is.
            let value = value
                .node
                .clone()
                .into_const_with(|_| Ok::<_, Infallible>(Value::Null))
                .unwrap_or_else(|never| match never {});
            const_nul("query", &value).is_some()
        })
    })
}

fn selection_set_nul(set: &SelectionSet) -> bool {
    set.items.iter().any(|selection| {
        directives_nul(selection.node.directives())
            || match &selection.node {
                Selection::Field(field) => {
                    field.node.arguments.iter().any(|(_, value)| {
                        // The document's value type is not re-exported; as a constant (variables
                        // as null: their values are checked on their own) it is.
                        let value = value
                            .node
                            .clone()
                            .into_const_with(|_| Ok::<_, Infallible>(Value::Null))
                            .unwrap_or_else(|never| match never {});
                        const_nul("query", &value).is_some()
                    }) || selection_set_nul(&field.node.selection_set.node)
                }
                Selection::FragmentSpread(_) => false,
                Selection::InlineFragment(inline) => {
                    selection_set_nul(&inline.node.selection_set.node)
                }
            }
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly")]

    use async_graphql::parser::parse_query;

    use super::*;

    fn cost(query: &str) -> Result<Cost, CostError> {
        check(&parse_query(query).unwrap(), &BUDGET)
    }

    /// The attack of issue 11: 29 fragments, each spreading the previous one twice.
    fn fan_out_query(levels: usize) -> String {
        let mut lines = vec!["fragment F1 on Me { permissions }".to_owned()];
        for level in 2..=levels {
            let previous = level - 1;
            lines.push(format!(
                "fragment F{level} on Me {{ ...F{previous} x: permissions ...F{previous} }}"
            ));
        }
        lines.push(format!("query Me {{ me {{ ...F{levels} }} }}"));
        lines.join("\n")
    }

    #[test]
    fn counts_fields_depth_and_aliases() {
        let cost =
            cost("query Q { me { account { email } a: sessionExpiresAt b: sessionExpiresAt } }")
                .unwrap();
        assert_eq!(
            cost,
            Cost {
                fields: 5,
                depth: 3,
                aliases: 2,
                introspection: false
            }
        );
    }

    #[test]
    fn expands_fragments_once_each() {
        let cost = cost(
            "fragment A on Me { sessionExpiresAt } fragment B on Me { ...A x: sessionExpiresAt ...A }
             query Q { me { ...B ... on Me { ...A } } }",
        )
        .unwrap();
        assert_eq!(cost.fields, 1 + 3 + 1);
        assert_eq!(cost.aliases, 1);
    }

    #[test]
    fn refuses_the_exponential_fan_out_at_once() {
        let started = std::time::Instant::now();
        let result = cost(&fan_out_query(29));
        assert!(
            matches!(result, Err(CostError::TooManyFields(fields)) if fields > 1 << 28),
            "{result:?}"
        );
        assert!(started.elapsed() < std::time::Duration::from_millis(100));
        // Saturates instead of overflowing.
        assert!(matches!(
            cost(&fan_out_query(90)),
            Err(CostError::TooManyFields(usize::MAX) | CostError::TooManyAliases(_))
        ));
    }

    #[test]
    fn refuses_cycles_and_too_many_fragments() {
        assert!(matches!(
            cost("fragment A on Me { ...B } fragment B on Me { ...A } query Q { me { ...A } }"),
            Err(CostError::FragmentCycle(_))
        ));
        assert!(matches!(
            cost("fragment A on Me { ...A } query Q { me { ...A } }"),
            Err(CostError::FragmentCycle(_))
        ));
        let many: String = (0..=BUDGET.max_fragments)
            .map(|index| format!("fragment F{index} on Me {{ sessionExpiresAt }} "))
            .collect::<Vec<_>>()
            .concat();
        assert!(matches!(
            cost(&(many + "query Q { me { sessionExpiresAt } }")),
            Err(CostError::TooManyFragments(_))
        ));
    }

    #[test]
    fn refuses_too_many_aliases() {
        let aliases = |count: usize| {
            (0..count)
                .map(|index| format!("a{index}: publicClubs {{ id }}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert!(matches!(
            cost(&format!("query Q {{ {} }}", aliases(500))),
            Err(CostError::TooManyAliasesInSelection(51))
        ));
        assert!(cost(&format!("query Q {{ {} }}", aliases(50))).is_ok());
        let spread = format!("fragment A on Query {{ {} }}", aliases(40));
        assert!(matches!(
            cost(&format!(
                "{spread} query Q {{ ...A x: me {{ ...B }} }} fragment B on Me {{ __typename }} query R {{ ...A ...A }}"
            )),
            Err(CostError::TooManyAliases(121))
        ));
    }

    #[test]
    fn refuses_deep_documents() {
        let deep = format!("query Q {}{}", "{ me ".repeat(17), "}".repeat(17));
        assert_eq!(cost(&deep), Err(CostError::TooDeep(17)));
    }

    #[test]
    fn notices_introspection() {
        assert!(
            cost("query Q { __schema { types { name } } }")
                .unwrap()
                .introspection
        );
        assert!(
            cost("fragment T on Query { __type(name: \"Me\") { name } } query Q { ...T }")
                .unwrap()
                .introspection
        );
        assert!(!cost("query Q { __typename }").unwrap().introspection);
    }

    #[test]
    fn finds_nul_in_variables_and_document() {
        let document =
            parse_query("query Q($a: String) { members(search: \"x\") { id } }").unwrap();
        let clean: Variables =
            serde_json::from_value(serde_json::json!({ "input": { "email": "a@b.cz" } })).unwrap();
        assert_eq!(find_nul(&document, &clean), None);
        let dirty: Variables = serde_json::from_value(
            serde_json::json!({ "input": { "email": "x", "filter": { "names": ["ok", "a\u{0}b"] } } }),
        )
        .unwrap();
        assert_eq!(
            find_nul(&document, &dirty),
            Some(NulText {
                field: "filter.names".to_owned()
            })
        );
        let plain: Variables =
            serde_json::from_value(serde_json::json!({ "search": "\u{0}" })).unwrap();
        assert_eq!(
            find_nul(&document, &plain),
            Some(NulText {
                field: "search".to_owned()
            })
        );
        let inline =
            parse_query("query Q { members(filter: { search: \"a\\u0000\" }) { id } }").unwrap();
        assert_eq!(
            find_nul(&inline, &Variables::default()),
            Some(NulText {
                field: "query".to_owned()
            })
        );
    }

    /// Every operation of the web app fits the budget with room to spare.
    #[test]
    fn web_app_operations_fit_the_budget() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src/gql/gql.ts");
        let source = std::fs::read_to_string(path).unwrap();
        let mut checked = 0;
        for line in source.lines() {
            let line = line.trim_start();
            // The `Documents` map: `"<document>": typeof types.XDocument,`.
            let Some(end) = line.find("\": typeof types.") else {
                continue;
            };
            if !line.starts_with('"') {
                continue;
            }
            let document: String = serde_json::from_str(&line[..=end]).unwrap();
            let cost = cost(&document).unwrap_or_else(|error| panic!("{document}: {error:?}"));
            assert!(cost.fields * 2 <= BUDGET.max_fields, "{document}: {cost:?}");
            assert!(cost.depth < BUDGET.max_depth, "{document}: {cost:?}");
            assert!(!cost.introspection);
            checked += 1;
        }
        assert!(checked > 50, "only {checked} documents found in {path}");
    }
}
