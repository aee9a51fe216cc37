//! FIS points lists: uploaded by Admin on the `fis-parovani` page or loaded by the worker's
//! schedule from a folder, each version once; the FIS codes proposed to members without one
//! (ASCII names of FIS against Czech names with diacritics), accepted and rejected for good;
//! nobody but Admin reaches any of it. Lists are also fetched from their addresses (a local
//! HTTP server stands in for FIS's).

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on the first surprise"
)]

use serde_json::{Value, json};
use sqlx::PgPool;
use stopa_testkit::accounts;
use stopa_testkit::app::{Cookies, TestApp, code, gql, ok, start_worker_with, upload};

const CZE_LIST: &[u8] =
    include_bytes!("../../../../libs/formats/testdata/fis/FAL_2025413_CZE_only.csv");

const UPLOAD: &str = "mutation UploadFisPointsList($file: Upload!) { uploadFisPointsList(file: $file) { sector listKey listName athletes newList added proposals } }";
const PROPOSALS: &str = "query FisPairingProposals { fisPairingProposals { totalCount nodes { memberId memberName fisCode athleteName athleteBirthYear score listName } } }";
const LISTS: &str = "query FisPointsLists { fisPointsLists { sector listKey name athletes } }";
const ACCEPT: &str = "mutation AcceptFisPairing($member: Int!, $code: String!) { acceptFisPairing(memberId: $member, fisCode: $code) }";
const REJECT: &str = "mutation RejectFisPairing($member: Int!, $code: String!) { rejectFisPairing(memberId: $member, fisCode: $code) }";

async fn member(app: &TestApp, first: &str, last: &str, sex: &str, born: &str) -> i64 {
    sqlx::query_scalar(
        "insert into member (first_name, last_name, sex, birth_date) values ($1, $2, $3, $4::date)
         returning member_id",
    )
    .bind(first)
    .bind(last)
    .bind(sex)
    .bind(born)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn upload_list(app: &TestApp, cookies: &Cookies) -> Value {
    let operations = json!({
        "query": UPLOAD,
        "operationName": "UploadFisPointsList",
        "variables": { "file": null }
    });
    upload(
        app,
        cookies,
        "UploadFisPointsList",
        &operations,
        "FAL_2025413_CZE_only.csv",
        CZE_LIST,
    )
    .await
    .json()
}

#[sqlx::test(migrations = "../../migrations")]
async fn a_points_list_proposes_fis_codes_that_admin_accepts_or_rejects(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let admin = app.login(accounts::ADMIN).await;
    // FIS writes "ADAMEC Jakub" (2008-02-29), "BABAKOVA Bara" (2006-05-10): ASCII.
    let adamec = member(&app, "Jakub", "Adamec", "MALE", "2008-02-29").await;
    let babakova = member(&app, "Bára", "Babáková", "FEMALE", "2006-05-10").await;
    // A namesake of another year is no candidate.
    member(&app, "Jakub", "Adamec", "MALE", "1980-01-01").await;

    // Nobody but Admin.
    for account in [
        None,
        Some(accounts::TEAM),
        Some(accounts::SECTION),
        Some(accounts::TIMEKEEPER),
        Some(accounts::PERSON),
    ] {
        let cookies = match account {
            Some(email) => app.login(email).await,
            None => Cookies::default(),
        };
        let expected = if account.is_some() {
            "FORBIDDEN"
        } else {
            "UNAUTHENTICATED"
        };
        assert_eq!(
            code(&upload_list(&app, &cookies).await),
            Some(expected),
            "{account:?}"
        );
        assert_eq!(
            code(&gql(&app, &cookies, PROPOSALS, json!({})).await),
            Some(expected)
        );
        assert_eq!(
            code(&gql(&app, &cookies, LISTS, json!({})).await),
            Some(expected)
        );
        assert_eq!(
            code(
                &gql(
                    &app,
                    &cookies,
                    ACCEPT,
                    json!({ "member": adamec, "code": "151615" })
                )
                .await
            ),
            Some(expected)
        );
    }

    let answer = upload_list(&app, &admin).await;
    let load = &ok(&answer)["uploadFisPointsList"];
    assert_eq!(load["sector"], "AL");
    assert_eq!(load["listKey"], "413");
    assert_eq!(load["athletes"], 461);
    assert_eq!(load["newList"], true);
    assert_eq!(load["proposals"], 2, "{load}");

    let answer = gql(&app, &admin, PROPOSALS, json!({})).await;
    let proposals = &ok(&answer)["fisPairingProposals"];
    assert_eq!(proposals["totalCount"], 2);
    let nodes = proposals["nodes"].as_array().unwrap();
    let for_adamec = nodes
        .iter()
        .find(|node| node["memberId"] == adamec)
        .unwrap();
    assert_eq!(for_adamec["fisCode"], "151615");
    assert_eq!(for_adamec["athleteName"], "ADAMEC Jakub");
    assert!(for_adamec["score"].as_i64().unwrap() >= 90);

    ok(&gql(
        &app,
        &admin,
        ACCEPT,
        json!({ "member": adamec, "code": "151615" }),
    )
    .await);
    let fis_code: Option<String> =
        sqlx::query_scalar("select fis_code from member where member_id = $1")
            .bind(adamec)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(fis_code.as_deref(), Some("151615"));
    ok(&gql(
        &app,
        &admin,
        REJECT,
        json!({ "member": babakova, "code": "156191" }),
    )
    .await);
    assert_eq!(
        code(
            &gql(
                &app,
                &admin,
                ACCEPT,
                json!({ "member": babakova, "code": "156191" })
            )
            .await
        ),
        Some("CONFLICT")
    );

    // The same version again changes nothing; the rejection holds.
    let answer = upload_list(&app, &admin).await;
    let load = &ok(&answer)["uploadFisPointsList"];
    assert_eq!(
        (load["newList"].as_bool(), load["added"].as_i64()),
        (Some(false), Some(0))
    );
    assert_eq!(
        ok(&gql(&app, &admin, PROPOSALS, json!({})).await)["fisPairingProposals"]["totalCount"],
        0
    );
    let lists = gql(&app, &admin, LISTS, json!({})).await;
    assert_eq!(ok(&lists)["fisPointsLists"].as_array().unwrap().len(), 1);
    let audited: i64 = sqlx::query_scalar(
        "select count(*) from audit_log where action in ('set_fis_code', 'reject_fis_code')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, 2);
}

#[sqlx::test(migrations = "../../migrations")]
async fn the_worker_loads_the_lists_of_its_folder_on_schedule(pool: PgPool) {
    let app = TestApp::new(pool).await;
    let folder = tempfile::tempdir().unwrap();
    std::fs::write(folder.path().join("FAL_2025413_CZE_only.csv"), CZE_LIST).unwrap();
    std::fs::write(folder.path().join("poznamky.txt"), b"not a list").unwrap();
    member(&app, "Martin", "Antoš", "MALE", "2005-05-08").await;
    let source = folder.path().to_owned();
    let _worker = start_worker_with(&app, move |options| {
        options.fis_sync = Some(stopa_worker::FisSync {
            sources: vec![stopa_app::fis_list::ListSource::Path(source)],
            // Every second.
            schedule: "* * * * * *".parse().unwrap(),
        });
    });
    for _ in 0..100 {
        let loaded: i64 = sqlx::query_scalar("select count(*) from fis_points_row")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let proposals: i64 = sqlx::query_scalar("select count(*) from fis_pairing_proposal")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if loaded == 461 && proposals == 1 {
            // Ticks later load nothing again.
            tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
            assert_eq!(app.count("fis_points_list").await, 1);
            assert_eq!(app.count("fis_points_row").await, 461);
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the scheduled sync did not load the list");
}

/// A tiny HTTP server for the sync to fetch from: `/FAL_2025413_CZE_only.csv` answers the
/// list, `/obri.csv` announces 40 MB, `/kruh` redirects to itself, everything else is 404.
async fn list_server() -> std::net::SocketAddr {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            tokio::spawn(async move {
                let mut request = vec![0_u8; 4096];
                let read = socket.read(&mut request).await.unwrap_or(0);
                let request = String::from_utf8_lossy(&request[..read]).into_owned();
                let path = request.split_whitespace().nth(1).unwrap_or("/").to_owned();
                let answer: Vec<u8> = if path.starts_with("/FAL_2025413_CZE_only.csv") {
                    let mut answer = format!(
                        "HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                        CZE_LIST.len()
                    )
                    .into_bytes();
                    answer.extend_from_slice(CZE_LIST);
                    answer
                } else if path == "/kruh" {
                    b"HTTP/1.1 302 Found\r\nlocation: /kruh\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                        .to_vec()
                } else if path == "/obri.csv" {
                    b"HTTP/1.1 200 OK\r\ncontent-length: 40000000\r\nconnection: close\r\n\r\nSectorcode"
                        .to_vec()
                } else {
                    b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                        .to_vec()
                };
                let _ = socket.write_all(&answer).await;
                let _ = socket.shutdown().await;
            });
        }
    });
    address
}

/// `STOPA_FIS_LISTS` may name addresses: the list is fetched and loaded like a file; an
/// address that answers 404 or announces more than 30 MB is reported in its place (in Czech)
/// and the others load on.
#[sqlx::test(migrations = "../../migrations")]
async fn lists_are_fetched_from_their_addresses(pool: PgPool) {
    use stopa_app::fis_list::{ListSource, sync};
    let app = TestApp::new(pool).await;
    member(&app, "Martin", "Antoš", "MALE", "2005-05-08").await;
    let address = list_server().await;
    let sources = ListSource::parse_all(&format!(
        "http://tajny:heslo@{address}/chybi.csv  http://{address}/obri.csv\nhttp://{address}/kruh /nikde/listiny http://{address}/FAL_2025413_CZE_only.csv?sector=AL"
    ));
    assert_eq!(sources.len(), 5);
    assert!(!sources[0].to_string().contains("heslo"), "{}", sources[0]);
    let mut heard = Vec::new();
    let reports = sync(
        &app.pool,
        &app.services.file_work,
        &sources,
        |done, total, _| {
            heard.push((done, total));
        },
    )
    .await
    .unwrap();
    assert_eq!(heard, [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]);
    let missing = reports[0].as_ref().unwrap_err();
    assert_eq!(missing.code(), "FETCH_FAILED");
    assert!(missing.message().contains("404"), "{}", missing.message());
    assert!(
        !missing.message().contains("heslo"),
        "{}",
        missing.message()
    );
    let large = reports[1].as_ref().unwrap_err();
    assert_eq!(large.code(), "FILE_TOO_LARGE");
    assert!(large.message().contains("30 MB"), "{}", large.message());
    let circle = reports[2].as_ref().unwrap_err();
    assert!(circle.message().contains("přesměr"), "{}", circle.message());
    // A folder that cannot be read is reported in its place, in Czech.
    let folder = reports[3].as_ref().unwrap_err();
    assert!(
        folder.message().contains("nelze číst"),
        "{}",
        folder.message()
    );
    let loaded = reports[4].as_ref().unwrap();
    assert_eq!(loaded.file_name, "FAL_2025413_CZE_only.csv");
    assert_eq!(loaded.athletes, 461);
    assert!(loaded.new_list);
    assert_eq!(loaded.proposals, 1);
    assert_eq!(app.count("fis_points_row").await, 461);
}
