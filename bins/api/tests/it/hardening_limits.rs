//! Issue 11 item 5: request body limits by route. JSON up to 1 MiB; multipart only from a
//! logged-in client, only for the upload mutations, up to its own cap.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_api::graphql::{MAX_JSON_BODY, MAX_MULTIPART_BODY, UPLOAD_MUTATIONS};
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp};

const BOUNDARY: &str = "----stopa-test-boundary";

fn multipart_body(operations: &Value, file: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{operations}\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\": [\"variables.file\"]}}\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    body
}

fn multipart_request(
    cookies: &Cookies,
    operation: (&str, &str),
    body: Body,
    declared_length: Option<usize>,
) -> Request<Body> {
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .header("x-gql-operation", operation.0)
        .header("x-gql-operation-type", operation.1);
    if let Some(length) = declared_length {
        builder = builder.header("content-length", length.to_string());
    }
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    builder.body(body).unwrap()
}

fn upload_operations(member_id: i64) -> Value {
    json!({
        "query": "mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) { uploadMemberPhoto(memberId: $memberId, file: $file) { hasPhoto } }",
        "variables": { "memberId": member_id, "file": null }
    })
}

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\rIDATx\x9cc\xf8\xff\xff?\0\x05\xfe\x02\xfe\xa7\x35\x81\x84\0\0\0\0IEND\xaeB`\x82";

#[sqlx::test(migrations = "../../migrations")]
async fn anonymous_multipart_is_refused_before_the_body_is_read(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let anonymous = Cookies::default();
    let upload = ("UploadMemberPhoto", "mutation");

    // A small upload without a session: 401 with the endpoint's JSON error.
    let body = multipart_body(&upload_operations(jan), PNG);
    let response = app
        .send(multipart_request(
            &anonymous,
            upload,
            Body::from(body),
            None,
        ))
        .await;
    assert_eq!(
        response.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        response.text()
    );
    assert_eq!(response.error_code().as_deref(), Some("UNAUTHENTICATED"));
    assert!(response.error_message().unwrap().contains("přihlášený"));

    // A body that never ends: answered without reading it (the stream would hang otherwise).
    let endless = Body::from_stream(futures::stream::pending::<Result<Vec<u8>, std::io::Error>>());
    let response = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        app.send(multipart_request(&anonymous, upload, endless, None)),
    )
    .await
    .expect("answered without reading the body");
    assert_eq!(response.status, StatusCode::UNAUTHORIZED);

    // The old 32 MiB: refused by its declared length.
    let response = app
        .send(multipart_request(
            &anonymous,
            upload,
            Body::empty(),
            Some(32 * 1024 * 1024),
        ))
        .await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(response.error_code().as_deref(), Some("PAYLOAD_TOO_LARGE"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn logged_in_multipart_is_capped_and_only_for_uploads(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let jan = app.fixture.jan_novak.member_id;
    let admin = app.login(accounts::ADMIN).await;
    let upload = ("UploadMemberPhoto", "mutation");

    // The photo upload works.
    let body = multipart_body(&upload_operations(jan), PNG);
    let response = app
        .send(multipart_request(&admin, upload, Body::from(body), None))
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert_eq!(
        response.json()["data"]["uploadMemberPhoto"]["hasPhoto"],
        true
    );

    // A body over the multipart cap, even without a declared length.
    let big = vec![b'x'; MAX_MULTIPART_BODY];
    let body = multipart_body(&upload_operations(jan), &big);
    let response = app
        .send(multipart_request(&admin, upload, Body::from(body), None))
        .await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);

    // A photo over 2 MiB but within the cap gets the resolver's Czech message.
    let big = vec![b'x'; stopa_domain::member::MAX_PHOTO_BYTES + 10];
    let body = multipart_body(&upload_operations(jan), &big);
    let response = app
        .send(multipart_request(&admin, upload, Body::from(body), None))
        .await;
    assert_eq!(response.error_code().as_deref(), Some("VALIDATION"));

    // Any other operation as multipart is refused.
    let operations = json!({
        "query": "query Me($file: Upload) { me { sessionExpiresAt } }",
        "variables": { "file": null }
    });
    let response = app
        .send(multipart_request(
            &admin,
            ("Me", "query"),
            Body::from(multipart_body(&operations, PNG)),
            None,
        ))
        .await;
    assert_eq!(
        response.status,
        StatusCode::BAD_REQUEST,
        "{}",
        response.text()
    );
    assert_eq!(response.error_code().as_deref(), Some("BAD_REQUEST"));
}

#[sqlx::test(migrations = "../../migrations")]
async fn json_bodies_are_capped_at_one_mebibyte(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let padding = "x".repeat(MAX_JSON_BODY);
    let body =
        json!({ "query": "query Me { me { sessionExpiresAt } }", "variables": { "p": padding } })
            .to_string();
    let request = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header("content-type", "application/json")
        .header("x-gql-operation", "Me")
        .header("x-gql-operation-type", "query")
        .body(Body::from(body))
        .unwrap();
    let response = app.send(request).await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
}

/// The list of upload mutations is the schema's: every mutation with an `Upload` argument.
#[test]
fn upload_mutations_are_the_schemas() {
    let sdl = stopa_graphql::schema_sdl();
    let mutation = sdl
        .split("type Mutation {")
        .nth(1)
        .and_then(|rest| rest.split("\n}").next())
        .expect("the Mutation type");
    let mut with_upload: Vec<&str> = mutation
        .lines()
        .map(str::trim)
        .filter(|line| line.contains(": Upload"))
        .filter_map(|line| line.split('(').next())
        .collect();
    with_upload.sort_unstable();
    let mut expected = UPLOAD_MUTATIONS.to_vec();
    expected.sort_unstable();
    assert_eq!(with_upload, expected);
}
