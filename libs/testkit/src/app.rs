//! The test app: the real router over a fresh database (from `#[sqlx::test]`) and real Redis
//! with a queue namespace of its own, driven request by request; GraphQL calls, logins,
//! uploads, the worker on a thread of its own and its outbox.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;

use crate::{Fixture, PASSWORD, seed_fixture};
use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use http_body_util::BodyExt as _;
use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_api::{AppState, ServeOptions, router};
use stopa_app::App as Services;
use tower::ServiceExt as _;

pub use crate::cli::redis_url;

pub struct TestApp {
    pub router: Router,
    pub services: Services,
    pub pool: PgPool,
    pub fixture: Fixture,
    pub namespace: String,
    pub outbox: tempfile::TempDir,
}

/// A response as tests read it.
pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("UTF-8 body")
    }

    /// The code of the first GraphQL error, if any.
    pub fn error_code(&self) -> Option<String> {
        self.json()["errors"][0]["extensions"]["code"]
            .as_str()
            .map(str::to_owned)
    }

    pub fn error_message(&self) -> Option<String> {
        self.json()["errors"][0]["message"]
            .as_str()
            .map(str::to_owned)
    }
}

/// Cookies a browser would keep.
#[derive(Debug, Clone, Default)]
pub struct Cookies(pub BTreeMap<String, String>);

impl Cookies {
    pub fn header(&self) -> String {
        self.0
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Takes the Set-Cookie headers of a response.
    pub fn update(&mut self, headers: &HeaderMap) {
        for value in headers.get_all("set-cookie") {
            let text = value.to_str().expect("ASCII cookie");
            let pair = text.split(';').next().expect("cookie pair");
            let (name, value) = pair.split_once('=').expect("name=value");
            if text.contains("Max-Age=0") {
                self.0.remove(name);
            } else {
                self.0.insert(name.to_owned(), value.to_owned());
            }
        }
    }

    /// The cookies with one more.
    #[must_use]
    pub fn with(mut self, name: &str, value: &str) -> Self {
        self.0.insert(name.to_owned(), value.to_owned());
        self
    }
}

/// One GraphQL call.
pub struct Call<'a> {
    pub operation: &'a str,
    pub operation_type: &'a str,
    pub query: &'a str,
    pub variables: Value,
}

impl TestApp {
    pub async fn new(pool: PgPool) -> Self {
        Self::with_web_dir(pool, PathBuf::from("/nonexistent-web-dist")).await
    }

    /// The app serving a built web app from `web_dir`.
    pub async fn with_web_dir(pool: PgPool, web_dir: PathBuf) -> Self {
        let fixture = seed_fixture(&pool).await;
        let namespace = format!("stopa-test-{}", uuid::Uuid::new_v4());
        let redis = stopa_jobs::connect_redis(&redis_url())
            .await
            .expect("Redis is running");
        // The app's own pool runs its sessions in Prague's time zone, as stopa_db::connect's
        // does, so that SQL's current_date is the app's today.
        let app_pool = sqlx::postgres::PgPoolOptions::new()
            .max_connections(5)
            .connect_with(
                (*pool.connect_options())
                    .clone()
                    .options([("timezone", stopa_domain::time::TIME_ZONE_NAME)]),
            )
            .await
            .expect("connects");
        let services = Services {
            pool: app_pool,
            queues: stopa_jobs::JobQueues::new(redis, &namespace),
            public_url: "http://stopa.test".to_owned(),
            session_seconds: 3600,
            contact_email: "evidence@stopa.test".to_owned(),
            file_work: stopa_app::file_work::FileWork::default(),
            payment: stopa_app::payment::PaymentAccount::demo(),
        };
        let state = AppState::new(
            services.clone(),
            ServeOptions {
                web_dir,
                ..ServeOptions::default()
            },
        );
        Self {
            router: router(state),
            services,
            pool,
            fixture,
            namespace,
            outbox: tempfile::tempdir().expect("temp dir"),
        }
    }

    /// The same app (its data and services) serving a built web app from `web_dir`.
    #[must_use]
    pub fn serving_web(mut self, web_dir: PathBuf) -> Self {
        let state = AppState::new(
            self.services.clone(),
            ServeOptions {
                web_dir,
                ..ServeOptions::default()
            },
        );
        self.router = router(state);
        self
    }

    /// Who `email` is to the use cases once logged in (the account's first identity, a live
    /// session): for tests that call `stopa_app` directly with typed requests.
    pub async fn actor(&self, email: &str) -> stopa_app::Actor {
        let origin = stopa_app::Actor::anonymous("127.0.0.1");
        let logged_in = stopa_app::auth::login(
            &self.services,
            &origin,
            stopa_app::auth::Login {
                email: email.to_owned(),
                password: crate::PASSWORD.to_owned(),
            },
        )
        .await
        .expect("the fixture account logs in");
        stopa_app::auth::authenticate(
            &self.services,
            &stopa_app::auth::PresentedCredentials {
                bearer_token: Some(&logged_in.token),
                session_cookie: None,
                identity_cookie: None,
            },
            stopa_app::auth::RequestOrigin {
                client_address: "127.0.0.1".to_owned(),
                ..stopa_app::auth::RequestOrigin::default()
            },
        )
        .await
        .expect("the new session is found")
    }

    /// The same app served with other options.
    #[must_use]
    pub fn reconfigured(&self, options: ServeOptions) -> Self {
        Self {
            router: router(AppState::new(self.services.clone(), options)),
            services: self.services.clone(),
            pool: self.pool.clone(),
            fixture: self.fixture.clone(),
            namespace: self.namespace.clone(),
            outbox: tempfile::tempdir().expect("temp dir"),
        }
    }

    /// Sends a raw request from `client` (the TCP peer address).
    pub async fn send_from(&self, mut request: Request<Body>, client: [u8; 4]) -> TestResponse {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from((client, 40000))));
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("router answers");
        let status = response.status();
        let headers = response.headers().clone();
        let body = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes()
            .to_vec();
        TestResponse {
            status,
            headers,
            body,
        }
    }

    pub async fn send(&self, request: Request<Body>) -> TestResponse {
        self.send_from(request, [10, 0, 0, 1]).await
    }

    pub fn graphql_request(call: &Call<'_>, cookies: &Cookies) -> Request<Body> {
        let body = if call.variables.is_null() {
            json!({ "query": call.query })
        } else {
            json!({ "query": call.query, "variables": call.variables })
        }
        .to_string();
        let mut builder = Request::builder()
            .method(Method::POST)
            .uri("/graphql")
            .header("content-type", "application/json")
            .header("x-gql-operation", call.operation)
            .header("x-gql-operation-type", call.operation_type);
        if !cookies.0.is_empty() {
            builder = builder.header("cookie", cookies.header());
        }
        builder.body(Body::from(body)).expect("request")
    }

    pub async fn graphql(&self, call: &Call<'_>, cookies: &Cookies) -> TestResponse {
        self.send(Self::graphql_request(call, cookies)).await
    }

    /// Logs in through the login mutation and returns the browser's cookies.
    pub async fn login_with(&self, email: &str, password: &str) -> (TestResponse, Cookies) {
        let response = self
            .graphql(&login_call(email, password), &Cookies::default())
            .await;
        let mut cookies = Cookies::default();
        cookies.update(&response.headers);
        (response, cookies)
    }

    pub async fn login(&self, email: &str) -> Cookies {
        let (response, cookies) = self.login_with(email, PASSWORD).await;
        assert_eq!(response.status, StatusCode::OK);
        assert!(
            response.json()["errors"].is_null(),
            "login of {email} failed: {}",
            response.text()
        );
        cookies
    }

    pub async fn get(&self, path: &str, cookies: &Cookies) -> TestResponse {
        let mut builder = Request::builder().method(Method::GET).uri(path);
        if !cookies.0.is_empty() {
            builder = builder.header("cookie", cookies.header());
        }
        self.send(builder.body(Body::empty()).expect("request"))
            .await
    }

    pub async fn me(&self, cookies: &Cookies) -> Value {
        let response = self.graphql(&ME, cookies).await;
        response.json()["data"]["me"].clone()
    }

    pub async fn count(&self, table: &str) -> i64 {
        sqlx::query_scalar(sqlx::AssertSqlSafe(format!("select count(*) from {table}")))
            .fetch_one(&self.pool)
            .await
            .expect("count")
    }
}

/// One GraphQL call from a browser holding `cookies`.
pub async fn run(
    app: &TestApp,
    cookies: &Cookies,
    operation: &str,
    operation_type: &str,
    query: &str,
    variables: Value,
) -> TestResponse {
    let call = Call {
        operation,
        operation_type,
        query,
        variables,
    };
    app.graphql(&call, cookies).await
}

/// The type and the name of an operation written as its document (`query Name(...) { ... }`).
fn operation_of(query: &str) -> Option<(&str, &str)> {
    let (operation_type, rest) = query.trim_start().split_once(' ')?;
    let operation = rest.split(|c: char| !c.is_alphanumeric()).next()?;
    Some((operation_type, operation))
}

/// One GraphQL call written as its document (`query Name(...) { ... }`), from a browser
/// holding `cookies`: the operation's type and name (the `X-GQL-*` headers) are read from the
/// document.
pub async fn call(app: &TestApp, cookies: &Cookies, query: &str, variables: Value) -> TestResponse {
    let (operation_type, operation) = operation_of(query).expect("`query Name` or `mutation Name`");
    run(app, cookies, operation, operation_type, query, variables).await
}

/// [`call`]'s answer as JSON.
pub async fn gql(app: &TestApp, cookies: &Cookies, query: &str, variables: Value) -> Value {
    call(app, cookies, query, variables).await.json()
}

/// The code of an answer's first error.
pub fn code(answer: &Value) -> Option<&str> {
    answer["errors"][0]["extensions"]["code"].as_str()
}

/// The data of an answer that must have no error.
pub fn ok(answer: &Value) -> &Value {
    assert!(answer["errors"].is_null(), "unexpected error: {answer}");
    &answer["data"]
}

/// Gives a fixture account's identities permissions on top of their flags.
pub async fn grant(pool: &PgPool, email: &str, flags: &[&str]) {
    let flags: Vec<String> = flags.iter().map(|flag| (*flag).to_owned()).collect();
    sqlx::query(
        "update identity set permissions = permissions || $2::text[]
         where account_id = (select account_id from account where email = $1)",
    )
    .bind(email)
    .bind(&flags)
    .execute(pool)
    .await
    .unwrap();
}

/// The cookies of `account` once logged in; none for the public (`None`).
pub async fn cookies_of(app: &TestApp, account: Option<&str>) -> Cookies {
    match account {
        Some(email) => app.login(email).await,
        None => Cookies::default(),
    }
}

/// `text` with its first letter in upper case: an operation name from a field name.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The token of the password link (a reset or an invitation) in an e-mail's text.
pub fn password_link_token(text: &str) -> String {
    text.lines()
        .find(|line| line.starts_with("http://stopa.test/obnova-hesla/"))
        .expect("link")
        .trim_start_matches("http://stopa.test/obnova-hesla/")
        .trim()
        .to_owned()
}

pub fn login_call<'a>(email: &str, password: &str) -> Call<'a> {
    Call {
        operation: "Login",
        operation_type: "mutation",
        query: "mutation Login($input: LoginInput!) { login(input: $input) { token expiresAt me { account { email } activeIdentity { identityType identityId } } } }",
        variables: json!({ "input": { "email": email, "password": password } }),
    }
}

pub const ME: Call<'static> = Call {
    operation: "Me",
    operation_type: "query",
    query: "query Me { me { account { email } activeIdentity { identityType identityId landingPage permissions } identities { identityType identityId name } sessionExpiresAt } }",
    variables: Value::Null,
};

/// Runs the real worker, on a thread and runtime of its own with its own pool (as a separate
/// process would), on the app's queue namespace until the returned sender is dropped.
pub fn start_worker(app: &TestApp) -> tokio::sync::oneshot::Sender<()> {
    start_worker_with(app, |_| {})
}

/// [`start_worker`] with options of the test's own (a scheduled FIS sync).
pub fn start_worker_with(
    app: &TestApp,
    configure: impl FnOnce(&mut stopa_worker::WorkerOptions) + Send + 'static,
) -> tokio::sync::oneshot::Sender<()> {
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let options = (*app.pool.connect_options()).clone();
    let outbox = app.outbox.path().to_owned();
    let namespace = app.namespace.clone();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let pool = sqlx::PgPool::connect_with(options).await.unwrap();
            let redis = stopa_jobs::connect_redis(&redis_url()).await.unwrap();
            let state = stopa_worker::WorkerState {
                pool,
                mailer: stopa_mail::Mailer::Outbox(outbox),
                mail_from: "SLČR <noreply@stopa.test>".to_owned(),
                public_url: "http://stopa.test".to_owned(),
                lease: std::time::Duration::from_secs(60),
                contact_email: "evidence@stopa.test".to_owned(),
                payment: stopa_app::payment::PaymentAccount::demo(),
            };
            let mut options = stopa_worker::WorkerOptions::new(2, namespace);
            configure(&mut options);
            stopa_worker::run_worker(state, redis, options, async move {
                let _ = stopped.await;
            })
            .await
            .unwrap();
        });
    });
    stop
}

/// One e-mail the worker wrote to the outbox.
#[derive(Debug, Clone)]
pub struct SentMail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

/// Waits until the outbox holds `count` e-mails and returns them.
pub async fn wait_for_mails(app: &TestApp, count: usize) -> Vec<SentMail> {
    for _ in 0..150 {
        let files: Vec<PathBuf> = std::fs::read_dir(app.outbox.path())
            .map(|entries| {
                entries
                    .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                    .filter(|path| path.extension().is_some_and(|ext| ext == "eml"))
                    .collect()
            })
            .unwrap_or_default();
        if files.len() >= count {
            return files
                .iter()
                .map(|path| {
                    let raw = std::fs::read(path).unwrap();
                    let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
                    SentMail {
                        to: message
                            .to()
                            .and_then(|to| to.first())
                            .and_then(|address| address.address())
                            .unwrap_or_default()
                            .to_owned(),
                        subject: message.subject().unwrap_or_default().to_owned(),
                        text: message.body_text(0).unwrap_or_default().into_owned(),
                    }
                })
                .collect();
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("fewer than {count} e-mails in the outbox");
}

/// Sends a GraphQL multipart request (an upload): `operations` with `variables.file` set to
/// null, and the file's bytes under `file_name`.
pub async fn upload(
    app: &TestApp,
    cookies: &Cookies,
    operation: &str,
    operations: &Value,
    file_name: &str,
    file: &[u8],
) -> TestResponse {
    const BOUNDARY: &str = "----stopa-upload-boundary";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{operations}\r\n--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{{\"0\": [\"variables.file\"]}}\r\n--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"0\"; filename=\"{file_name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    let mut builder = Request::builder()
        .method(Method::POST)
        .uri("/graphql")
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .header("x-gql-operation", operation)
        .header("x-gql-operation-type", "mutation");
    if !cookies.0.is_empty() {
        builder = builder.header("cookie", cookies.header());
    }
    app.send(builder.body(Body::from(body)).unwrap()).await
}

/// Writes one RÚIAN address point (a street in a municipality whose only part is itself).
pub async fn add_address_point(
    pool: &PgPool,
    code: i64,
    municipality: &str,
    street: &str,
    house_number: i32,
    orientation_number: Option<i32>,
    postcode: &str,
) {
    use stopa_domain::address::name_key;
    let batch = stopa_db::ruian::AddressPointBatch {
        codes: vec![code],
        municipality_codes: vec![1],
        municipality_names: vec![municipality.to_owned()],
        momc_names: vec![None],
        prague_district_names: vec![None],
        part_codes: vec![None],
        part_names: vec![Some(municipality.to_owned())],
        street_codes: vec![None],
        street_names: vec![Some(street.to_owned())],
        building_types: vec![stopa_domain::address::BuildingType::HouseNumber],
        house_numbers: vec![house_number],
        orientation_numbers: vec![orientation_number],
        orientation_letters: vec![None],
        postcodes: vec![postcode.to_owned()],
        ys: vec![None],
        xs: vec![None],
        valid_froms: vec![None],
        municipality_keys: vec![name_key(municipality)],
        district_keys: vec![None],
        part_keys: vec![Some(name_key(municipality))],
        street_keys: vec![Some(name_key(street))],
    };
    let mut connection = pool.acquire().await.unwrap();
    stopa_db::ruian::upsert_address_points(
        &mut connection,
        &batch,
        stopa_domain::address::AddressSource::Ruian,
    )
    .await
    .unwrap();
}
