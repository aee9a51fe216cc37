//! Issue 11 (reliability): while the database cannot be reached, the api answers 503 with
//! SERVICE_UNAVAILABLE and a Czech message in the endpoint's JSON shape.

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use stopa_api::{AppState, ServeOptions, router};
use stopa_app::App as Services;
use stopa_app::auth::SESSION_COOKIE;
use stopa_app::error::SERVICE_UNAVAILABLE_MESSAGE;
use stopa_testkit::app::{Call, Cookies, TestApp};

#[sqlx::test(migrations = "../../migrations")]
async fn an_unreachable_database_gives_503(pool: PgPool) {
    let mut app = TestApp::new(pool).await;
    // Nothing listens on port 1.
    let dead = PgPoolOptions::new()
        .acquire_timeout(Duration::from_secs(1))
        .connect_lazy("postgres://postgres@127.0.0.1:1/stopa")
        .unwrap();
    app.router = router(AppState::new(
        Services {
            pool: dead,
            ..app.services.clone()
        },
        ServeOptions::default(),
    ));

    // A logged-in client: the session cannot be looked up.
    let started = Instant::now();
    let cookies = Cookies::default().with(SESSION_COOKIE, "abc");
    let response = app.graphql(&stopa_testkit::app::ME, &cookies).await;
    assert_eq!(
        response.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        response.text()
    );
    assert_eq!(
        response.error_code().as_deref(),
        Some("SERVICE_UNAVAILABLE")
    );
    assert_eq!(
        response.error_message().as_deref(),
        Some(SERVICE_UNAVAILABLE_MESSAGE)
    );
    assert!(started.elapsed() < Duration::from_secs(5));

    // A visitor: the resolver cannot query.
    let clubs = Call {
        operation: "PublicClubs",
        operation_type: "query",
        query: "query PublicClubs { publicClubs(input: {}) { totalCount } }",
        variables: Value::Null,
    };
    let response = app.graphql(&clubs, &Cookies::default()).await;
    assert_eq!(
        response.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        response.text()
    );
    assert_eq!(
        response.error_code().as_deref(),
        Some("SERVICE_UNAVAILABLE")
    );

    // Readiness, in the REST error shape.
    let response = app.get("/readyz", &Cookies::default()).await;
    assert_eq!(response.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        response.json(),
        json!({ "error": { "message": SERVICE_UNAVAILABLE_MESSAGE, "code": "SERVICE_UNAVAILABLE" } })
    );
    // Liveness does not depend on the database.
    assert_eq!(
        app.get("/healthz", &Cookies::default()).await.status,
        StatusCode::OK
    );
}

/// A TCP proxy on loopback between the api and PostgreSQL that can be cut: cutting closes
/// every open connection and refuses new ones, as a stopped database server would.
struct CuttableProxy {
    port: u16,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// Bumped on every cut; connections of an older generation close.
    generation: tokio::sync::watch::Sender<u64>,
}

impl CuttableProxy {
    async fn start(target: (String, u16)) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let up = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let (generation, _) = tokio::sync::watch::channel(0_u64);
        let proxy_up = up.clone();
        let proxy_generation = generation.clone();
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if !proxy_up.load(std::sync::atomic::Ordering::SeqCst) {
                    continue; // dropped: connection refused by a server that is away
                }
                let target = target.clone();
                let mut cut = proxy_generation.subscribe();
                let born = *cut.borrow();
                tokio::spawn(async move {
                    let Ok(mut server) = tokio::net::TcpStream::connect(target).await else {
                        return;
                    };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
                        _ = cut.wait_for(|now| *now != born) => {}
                    }
                });
            }
        });
        Self {
            port,
            up,
            generation,
        }
    }

    fn cut(&self) {
        self.up.store(false, std::sync::atomic::Ordering::SeqCst);
        self.generation.send_modify(|generation| *generation += 1);
    }

    fn restore(&self) {
        self.up.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_api_answers_503_while_the_database_is_away_and_recovers_by_itself(pool: PgPool) {
    let mut app = TestApp::new(pool).await;
    let options = (*app.pool.connect_options()).clone();
    let proxy = CuttableProxy::start((options.get_host().to_owned(), options.get_port())).await;
    let proxied = PgPoolOptions::new()
        .max_connections(4)
        .acquire_timeout(Duration::from_secs(1))
        .connect_with(options.host("127.0.0.1").port(proxy.port))
        .await
        .unwrap();
    app.router = router(AppState::new(
        Services {
            pool: proxied,
            ..app.services.clone()
        },
        ServeOptions::default(),
    ));
    let cookies = app.login(stopa_testkit::accounts::AREA).await;
    let members = Call {
        operation: "Members",
        operation_type: "query",
        query: "query Members { members(input: {perPage: 5}) { totalCount } }",
        variables: Value::Null,
    };
    let ask = async || app.graphql(&members, &cookies).await;
    assert_eq!(ask().await.status, StatusCode::OK);

    // Five seconds without the database, under light load (a request every 200 ms).
    proxy.cut();
    let outage = Instant::now();
    let mut refused = 0;
    while outage.elapsed() < Duration::from_secs(5) {
        let response = ask().await;
        match response.status {
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_eq!(
                    response.error_message().as_deref(),
                    Some(SERVICE_UNAVAILABLE_MESSAGE)
                );
                refused += 1;
            }
            other => panic!("{other} during the outage: {}", response.text()),
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(refused >= 3, "{refused} answers during the outage");

    // Back: the pool reconnects by itself within a few requests.
    proxy.restore();
    let back = Instant::now();
    loop {
        let response = ask().await;
        if response.status == StatusCode::OK {
            assert!(response.json()["data"]["members"]["totalCount"].is_i64());
            break;
        }
        assert_eq!(
            response.status,
            StatusCode::SERVICE_UNAVAILABLE,
            "{}",
            response.text()
        );
        assert!(back.elapsed() < Duration::from_secs(10), "no recovery");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    for _ in 0..5 {
        assert_eq!(ask().await.status, StatusCode::OK, "stays recovered");
    }
}
