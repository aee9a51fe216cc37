//! The committed schema must match the code. Regenerate with `STOPA_BLESS=1 cargo test`.

#[test]
fn committed_schema_matches_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/schema.graphql");
    let actual = stopa_graphql::schema_sdl();
    if std::env::var_os("STOPA_BLESS").is_some() {
        std::fs::write(path, &actual).expect("writes schema.graphql");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == actual,
        "libs/graphql/schema.graphql is stale: run `STOPA_BLESS=1 cargo test -p stopa-graphql --test schema`"
    );
}
