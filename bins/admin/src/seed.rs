//! Realistic Czech demo data: clubs in every region, members with valid birth numbers and
//! plausible names and ages, and one demo login per identity type. The same `--seed` gives
//! the same data; seeding again inserts nothing new.

use std::collections::HashSet;
use std::io::IsTerminal as _;

use anyhow::Context as _;
use chrono::{Datelike as _, Duration, NaiveDate};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rand::{Rng as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use sqlx::PgPool;
use stopa_db::account::{self, NewIdentity};
use stopa_db::ruian::AddressPointBatch;
use stopa_db::seed::{self as db_seed, FixedMember, NewClubs, NewMembers};
use stopa_domain::address::name_key;
use stopa_domain::birth_number::BirthNumber;
use stopa_domain::identity::IdentityType;
use stopa_domain::identity::{ClubPermission, StaffPermission};
use stopa_domain::member::Sex;

use crate::names::{CLUB_KINDS, FEMALE_FIRST, MALE_FIRST, SURNAMES, TOWNS};

/// The demo timekeeping company (the Timekeeper login's, and the demo calendar's).
const DEMO_TIMEKEEPER: &str = "Časomíra Jizerka s.r.o.";

/// Members inserted per transaction.
const BATCH: usize = 5000;

#[derive(Debug, clap::Args)]
pub struct SeedArgs {
    /// Seed of the random generator; the same seed gives the same data.
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// How many members to create (up to 1,000,000: the stress benchmark seeds 200,000).
    #[arg(long, default_value_t = 2000)]
    pub members: usize,
    /// How many clubs to create, spread over all 14 regions.
    #[arg(long, default_value_t = 56)]
    pub clubs: usize,
    /// Password of every demo login.
    #[arg(long, env = "STOPA_DEMO_PASSWORD", default_value = "stopa-demo")]
    pub demo_password: String,
    /// Skip the demo logins (benchmarks).
    #[arg(long)]
    pub no_accounts: bool,
    /// Do nothing when the database already holds members (ops/run seeds only once).
    #[arg(long)]
    pub if_empty: bool,
}

/// The demo logins: e-mail, first and last name, what they are.
pub const DEMO_LOGINS: &[(&str, &str)] = &[
    ("admin@stopa.local", "Admin: celá federace"),
    (
        "klub@stopa.local",
        "Team: správce prvního klubu (všechna oprávnění) a zároveň jeho člen",
    ),
    (
        "klub2@stopa.local",
        "Team: správce druhého klubu (všechna oprávnění)",
    ),
    (
        "kraj@stopa.local",
        "Area: Liberecký kraj (všechna oprávnění)",
    ),
    (
        "usek@stopa.local",
        "Section: úsek běhu na lyžích (všechna oprávnění)",
    ),
    (
        "casomira@stopa.local",
        "Timekeeper: Časomíra Jizerka s.r.o.",
    ),
    ("clen@stopa.local", "Person: člen prvního klubu"),
    (
        "zavodnik@stopa.local",
        "Person: registrovaný závodník prvního klubu (běh na lyžích)",
    ),
];

/// Ages are counted to this day so that the same seed gives the same members on any day.
fn reference_date() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 9, 1).expect("valid date")
}

fn ascii_upper(text: &str) -> String {
    const FROM: &str = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ";
    const TO: &str = "ACDEEINORSTUUYZACDEEINORSTUUYZ";
    text.chars()
        .filter_map(|ch| match FROM.chars().position(|c| c == ch) {
            Some(i) => TO.chars().nth(i),
            None if ch.is_ascii_alphabetic() => Some(ch.to_ascii_uppercase()),
            None => None,
        })
        .collect()
}

fn base26(mut value: usize, width: usize) -> String {
    let mut letters = vec![b'A'; width];
    for slot in letters.iter_mut().rev() {
        *slot = b'A' + (value % 26) as u8;
        value /= 26;
    }
    String::from_utf8(letters).expect("ASCII letters")
}

/// Streets of club seats.
const STREETS: [&str; 6] = [
    "Sportovní",
    "Lyžařská",
    "Nádražní",
    "Školní",
    "Horská",
    "Zahradní",
];

/// The postcode of the region's seat, for demo club addresses.
fn postcode_of(region_code: &str) -> &'static str {
    match region_code {
        "CZ010" => "11000",
        "CZ020" => "25001",
        "CZ031" => "37001",
        "CZ032" => "30100",
        "CZ041" => "36001",
        "CZ042" => "40001",
        "CZ051" => "46001",
        "CZ052" => "50002",
        "CZ053" => "53002",
        "CZ063" => "58601",
        "CZ064" => "60200",
        "CZ071" => "77900",
        "CZ072" => "76001",
        _ => "70200",
    }
}

fn build_clubs(
    rng: &mut ChaCha8Rng,
    count: usize,
    regions: &[(i64, String)],
) -> (NewClubs, Vec<String>, Vec<String>) {
    let mut clubs = NewClubs::default();
    let mut link_clubs = Vec::new();
    let mut link_departments = Vec::new();
    let mut names = HashSet::new();
    for index in 0..count {
        let (region_id, region_code) = &regions[index % regions.len()];
        let towns = TOWNS
            .iter()
            .find(|(code, _)| code == region_code)
            .map_or(&["Praha"][..], |(_, towns)| towns);
        let town = towns[(index / regions.len()) % towns.len()];
        let (kind, prefix) = CLUB_KINDS[rng.random_range(0..CLUB_KINDS.len())];
        let mut name = format!("{kind} {town}");
        let mut ordinal = 2;
        while !names.insert(name.clone()) {
            name = format!("{kind} {town} {ordinal}");
            ordinal += 1;
        }
        let code = format!(
            "{}{}",
            &ascii_upper(town).chars().take(2).collect::<String>(),
            base26(index, 2)
        );
        let short_name = format!(
            "{prefix} {}",
            town.split_whitespace().next().unwrap_or(town)
        );
        for (department, share) in [
            ("cc", 70),
            ("al", 55),
            ("sb", 15),
            ("jp", 8),
            ("nk", 6),
            ("fs", 6),
            ("ma", 20),
        ] {
            if rng.random_range(0..100) < share || (department == "cc" && index == 0) {
                link_clubs.push(code.clone());
                link_departments.push(department.to_owned());
            }
        }
        clubs.streets.push(format!(
            "{} {}",
            STREETS[index % STREETS.len()],
            rng.random_range(1..300)
        ));
        clubs.municipalities.push(town.to_owned());
        clubs.postcodes.push(postcode_of(region_code).to_owned());
        clubs
            .emails
            .push(format!("info@{}.cz", code.to_lowercase()));
        clubs.codes.push(code);
        clubs.names.push(name);
        clubs.short_names.push(short_name);
        clubs.region_ids.push(*region_id);
    }
    (clubs, link_clubs, link_departments)
}

fn random_member(
    rng: &mut ChaCha8Rng,
    used_birth_numbers: &mut HashSet<String>,
    club_codes: &[String],
    members: &mut NewMembers,
) {
    let today = reference_date();
    let sex = if rng.random_bool(0.45) {
        Sex::Female
    } else {
        Sex::Male
    };
    // Most members of a ski federation are children and juniors.
    let age = if rng.random_bool(0.6) {
        rng.random_range(6..20)
    } else {
        rng.random_range(20..72)
    };
    let birth_date = today - Duration::days(age * 365 + rng.random_range(0..365));
    let birth_number = loop {
        let serial = rng.random_range(0..1000);
        if let Some(number) = BirthNumber::generate(birth_date, sex, serial)
            && used_birth_numbers.insert(number.digits().to_owned())
        {
            break number;
        }
    };
    let (first, last) = if sex == Sex::Female {
        (
            FEMALE_FIRST[rng.random_range(0..FEMALE_FIRST.len())],
            SURNAMES[rng.random_range(0..SURNAMES.len())].1,
        )
    } else {
        (
            MALE_FIRST[rng.random_range(0..MALE_FIRST.len())],
            SURNAMES[rng.random_range(0..SURNAMES.len())].0,
        )
    };
    // Joined a club at six at the earliest, and not before 2000.
    let earliest = (birth_date + Duration::days(6 * 365))
        .max(NaiveDate::from_ymd_opt(2000, 1, 1).expect("valid"));
    let span = (today - earliest).num_days().max(1);
    let member_since = earliest + Duration::days(rng.random_range(0..span));
    members.first_names.push(first.to_owned());
    members.last_names.push(last.to_owned());
    members.sexes.push(sex.as_str().to_owned());
    members.birth_dates.push(birth_date);
    members.birth_numbers.push(birth_number.digits().to_owned());
    members
        .club_codes
        .push(club_codes[rng.random_range(0..club_codes.len())].clone());
    members.member_since.push(
        NaiveDate::from_ymd_opt(member_since.year(), member_since.month(), 1).expect("valid"),
    );
    // One member in twelve has no address yet, as in a real register after an import.
    if rng.random_range(0..12) == 0 {
        for column in [
            &mut members.municipalities,
            &mut members.streets,
            &mut members.house_numbers,
            &mut members.postcodes,
        ] {
            column.push(String::new());
        }
    } else {
        let (town, postcode) = HOME_TOWNS[rng.random_range(0..HOME_TOWNS.len())];
        members.municipalities.push(town.to_owned());
        members
            .streets
            .push(STREETS[rng.random_range(0..STREETS.len())].to_owned());
        members
            .house_numbers
            .push(rng.random_range(1..2500).to_string());
        members.postcodes.push(postcode.to_owned());
    }
}

/// Towns members live in, with a postcode of each.
const HOME_TOWNS: [(&str, &str); 12] = [
    ("Liberec", "46001"),
    ("Jablonec nad Nisou", "46601"),
    ("Vrchlabí", "54301"),
    ("Praha", "16000"),
    ("Brno", "60200"),
    ("Jilemnice", "51401"),
    ("Nové Město na Moravě", "59231"),
    ("Trutnov", "54101"),
    ("Šumperk", "78701"),
    ("Frenštát pod Radhoštěm", "74401"),
    ("České Budějovice", "37001"),
    ("Harrachov", "51246"),
];

fn progress_bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({eta})")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_message("Členové");
    bar
}

/// Takes the statistics snapshot of every season that has begun (the worker's nightly run
/// takes them from then on), so the demo's statistics pages have figures at once; with
/// `missing_only`, only of seasons that have none yet.
async fn seed_statistics(pool: &PgPool, missing_only: bool) -> anyhow::Result<()> {
    use stopa_db::statistics as stats;
    let today = stopa_domain::time::today();
    let mut years = Vec::new();
    for season in stats::evidence_seasons(pool).await? {
        if season.valid_from > today
            || (missing_only
                && stats::find_snapshot(pool, season.evidence_season_id)
                    .await?
                    .is_some())
        {
            continue;
        }
        let mut transaction = pool.begin().await?;
        stats::lock_snapshot(&mut transaction, season.evidence_season_id).await?;
        stats::take_snapshot(&mut transaction, &season, season.valid_to < today)
            .await
            .context("while counting the statistics")?;
        transaction.commit().await?;
        years.push(season.year.to_string());
    }
    if !years.is_empty() {
        eprintln!("Statistiky sezón: {}", years.join(", "));
    }
    Ok(())
}

/// Gives every department season with published results a cup ranking ("Český pohár",
/// published) where it has none, and computes it, so the rankings pages have standings at once
/// (the worker recomputes them from then on).
async fn seed_rankings(pool: &PgPool) -> anyhow::Result<()> {
    use stopa_db::ranking as db;
    use stopa_domain::ranking::RankingRule;
    let mut made = 0;
    for (department_id, season) in db::seasons_with_results(pool).await? {
        if !db::rankings_of(pool, department_id, season, false)
            .await?
            .is_empty()
        {
            continue;
        }
        let mut transaction = pool.begin().await?;
        let ranking_id = db::insert_ranking(
            &mut transaction,
            department_id,
            season,
            &db::RankingFields {
                name: "Český pohár",
                rule: RankingRule::CupPoints,
                best_results: None,
                discipline: None,
                race_categories: &[],
            },
            None,
        )
        .await?;
        db::set_ranking_published(&mut transaction, ranking_id, true).await?;
        transaction.commit().await?;
        stopa_app::ranking::recompute(pool, department_id, season)
            .await
            .map_err(|error| anyhow::anyhow!("while computing the demo rankings: {error:?}"))?;
        made += 1;
    }
    if made > 0 {
        eprintln!("Žebříčky: {made} nových");
    }
    Ok(())
}

/// The release notes of the last versions, where the list is empty, so `/evidence/seznam-vydani`
/// shows what a clerk would read there.
async fn seed_release_notes(pool: &PgPool) -> anyhow::Result<()> {
    use stopa_db::feedback as db;
    if !db::release_notes(pool).await?.is_empty() {
        return Ok(());
    }
    let notes = [
        (
            "2026.11",
            chrono::NaiveDate::from_ymd_opt(2026, 11, 30),
            "## Statistiky a žebříčky\n\n\
             - **Statistiky** členů, soutěžících a funkcionářů po krajích, klubech a úsecích, \
               s grafy a exporty.\n\
             - **Žebříčky a listiny bodů** úseků: pohárové body, FIS body ze závodů a FIS \
               listiny, veřejně i v evidenci.\n",
        ),
        (
            "2026.12",
            chrono::NaiveDate::from_ymd_opt(2026, 12, 3),
            "## Zpětná vazba\n\n\
             - Na každé stránce evidence je odkaz **Nahlásit problém**: popište chybu, dotaz \
               nebo návrh a případně přiložte snímek obrazovky.\n\
             - O každé změně stavu hlášení Vás informujeme e-mailem.\n\n\
             ## Seznam vydání\n\nNovinky evidence najdete zde; nepřečtená vydání jsou \
             označena v menu.\n",
        ),
    ];
    let mut transaction = pool.begin().await?;
    for (version, day, body) in notes {
        let day = day.context("a release date")?;
        db::insert_release_note(&mut transaction, version, day, body).await?;
    }
    transaction.commit().await?;
    eprintln!("Seznam vydání: {} poznámek", notes.len());
    Ok(())
}

/// Stores a demo picture as a content image; returns its id.
async fn demo_image(
    connection: &mut sqlx::PgConnection,
    width: u32,
    height: u32,
    hue: u32,
) -> anyhow::Result<i64> {
    use stopa_db::content as db;
    let picture = stopa_formats::content_image::demo_picture(width, height, hue);
    let prepared = stopa_formats::content_image::prepare(&picture)
        .map_err(|problem| anyhow::anyhow!("{problem}"))?;
    let variants: Vec<db::NewVariant<'_>> = prepared
        .variants
        .iter()
        .map(|variant| db::NewVariant {
            width: variant.width as i32,
            height: variant.height as i32,
            webp: &variant.webp,
        })
        .collect();
    Ok(db::insert_image(
        connection,
        uuid::Uuid::new_v4(),
        prepared.width as i32,
        prepared.height as i32,
        None,
        &variants,
    )
    .await?)
}

/// The content area's demo, where it has no article yet: news on the home page (one with a
/// child article, a button and a video) and the page "O svazu" made of every kind of section.
async fn seed_content(pool: &PgPool) -> anyhow::Result<()> {
    use stopa_db::content::{
        self as db, ArticleFields, PageFields, StoredFeature, StoredPerson, StoredSection,
    };
    use stopa_domain::content::PageSectionKind;
    if !db::articles(pool, None, 0, 1).await?.is_empty() {
        return Ok(());
    }
    let now = chrono::Utc::now();
    let mut transaction = pool.begin().await?;
    let article = |slug: &str,
                   title: &str,
                   perex: &str,
                   body: &str,
                   days_ago: i64,
                   image: Option<i64>,
                   parent: Option<i64>| ArticleFields {
        slug: slug.to_owned(),
        title: title.to_owned(),
        perex: perex.to_owned(),
        author: "Sekretariát SLČR".to_owned(),
        main_image_id: image,
        active: true,
        parent_id: parent,
        published_at: Some(now - chrono::Duration::days(days_ago)),
        body: body.to_owned(),
        seo_title: None,
        seo_description: None,
        og_title: None,
        og_description: None,
        og_image_id: image,
    };
    let first = demo_image(&mut transaction, 1600, 900, 200).await?;
    let season = db::insert_article(
        &mut transaction,
        &article(
            "zahajeni-zavodni-sezony",
            "Zahájení závodní sezóny 2026/27",
            "Kalendář zimy je zveřejněný: přihlášky na první závody Českého poháru jsou otevřené v evidenci.",
            "Závodní sezóna začíná prvními závody **Českého poháru** v běhu na lyžích a ve sjezdovém lyžování.\n\n\
             - Termíny a místa najdete v [kalendáři závodů](/kalendar-a-vysledky).\n\
             - Kluby přihlašují své závodníky v evidenci.\n\n\
             ::tlacitko[Kalendář závodů](/kalendar-a-vysledky)\n\n\
             ## Sestřih z loňské sezóny\n\n::video(https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n",
            2,
            Some(first),
            None,
        ),
    )
    .await?;
    db::insert_article(
        &mut transaction,
        &article(
            "pravidla-prihlasek",
            "Jak přihlásit závodníky",
            "Přihlášky na závody podávají správci klubů v evidenci do uzávěrky pořadatele.",
            "Přihlášku podává správce klubu na stránce závodu v evidenci. Po uzávěrce přihlášky mění jen pořadatel.",
            3,
            None,
            Some(season),
        ),
    )
    .await?;
    let second = demo_image(&mut transaction, 1600, 1000, 120).await?;
    db::insert_article(
        &mut transaction,
        &article(
            "clenske-prispevky-2027",
            "Členské příspěvky na rok 2027",
            "Příspěvky na nový rok platí kluby za své členy hromadně; platbu lze zadat už nyní.",
            "Kluby platí příspěvky v evidenci v části **Objednávky a platby**. Potvrzení platby přijde e-mailem.",
            9,
            Some(second),
            None,
        ),
    )
    .await?;
    let third = demo_image(&mut transaction, 1200, 800, 300).await?;
    db::insert_article(
        &mut transaction,
        &article(
            "skoleni-rozhodcich",
            "Školení rozhodčích v Jablonci",
            "Úsek běhu na lyžích zve na listopadové školení rozhodčích a technických delegátů.",
            "Školení proběhne v sobotu a v neděli; přihlášky přijímá sekretariát úseku.",
            20,
            Some(third),
            None,
        ),
    )
    .await?;
    let people = demo_image(&mut transaction, 600, 600, 30).await?;
    let feature = demo_image(&mut transaction, 800, 600, 250).await?;
    db::insert_page(
        &mut transaction,
        &PageFields {
            slug: "o-svazu".to_owned(),
            title: "O svazu".to_owned(),
            active: true,
            seo_title: Some("O Svazu lyžařů České republiky".to_owned()),
            seo_description: Some("Kdo jsme, co děláme a na koho se obrátit.".to_owned()),
            og_title: None,
            og_description: None,
            og_image_id: Some(feature),
            sections: vec![
                StoredSection {
                    kind: PageSectionKind::Hero,
                    title: Some("Svaz lyžařů České republiky".to_owned()),
                    subtitle: Some("Sdružujeme kluby a lyžaře všech disciplín od dětí po reprezentaci.".to_owned()),
                    text: None,
                    features: Vec::new(),
                    people: Vec::new(),
                },
                StoredSection {
                    kind: PageSectionKind::Features,
                    title: Some("Co děláme".to_owned()),
                    subtitle: Some("Pro kluby, závodníky i pořadatele".to_owned()),
                    text: None,
                    features: ["Kalendář a výsledky závodů", "Evidence členů a klubů", "Vzdělávání trenérů"]
                        .into_iter()
                        .map(|name| StoredFeature { name: name.to_owned(), image_id: Some(feature) })
                        .collect(),
                    people: Vec::new(),
                },
                StoredSection {
                    kind: PageSectionKind::People,
                    title: None,
                    subtitle: None,
                    text: None,
                    features: Vec::new(),
                    people: vec![StoredPerson {
                        name: "Jana Horáková".to_owned(),
                        image_id: Some(people),
                        description: Some("Sekretariát".to_owned()),
                        text: Some("Členská evidence, příspěvky a přestupy.".to_owned()),
                        phone: Some("+420 222 333 444".to_owned()),
                    }],
                },
                StoredSection {
                    kind: PageSectionKind::RichText,
                    title: None,
                    subtitle: None,
                    text: Some("## Kontakt\n\nSekretariát je otevřený ve všední dny od 9 do 15 hodin. Pište na [info@slcr.example](mailto:info@slcr.example).".to_owned()),
                    features: Vec::new(),
                    people: Vec::new(),
                },
            ],
        },
    )
    .await?;
    transaction.commit().await?;
    eprintln!("Obsah webu: 4 články, 1 stránka");
    Ok(())
}

/// Seeds the database.
pub async fn run(pool: &PgPool, args: &SeedArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.members <= 1_000_000,
        "--members may be at most 1000000"
    );
    anyhow::ensure!(
        (1..=2000).contains(&args.clubs),
        "--clubs must be between 1 and 2000"
    );
    if args.if_empty && db_seed::count_rows(pool).await?[1] > 0 {
        eprintln!("Databáze už obsahuje členy; demo data se nenahrávají znovu.");
        // A register seeded before the racing calendar existed gets the calendar.
        if let Some(first_club) = db_seed::first_club_id(pool).await? {
            let company = db_seed::ensure_timekeeping_company(pool, DEMO_TIMEKEEPER).await?;
            let calendar = crate::calendar::seed(pool, first_club, company).await?;
            if calendar.events > 0 {
                eprintln!(
                    "Kalendář závodů: {} nových událostí, {} přihlášek",
                    calendar.events, calendar.entries
                );
            }
            let results = crate::results_demo::seed(pool)
                .await
                .context("while seeding the demo results")?;
            if results > 0 {
                eprintln!("Výsledky minulých závodů: {results} výsledkových závodů");
            }
        }
        seed_statistics(pool, true).await?;
        seed_rankings(pool).await?;
        seed_release_notes(pool).await?;
        seed_content(pool).await?;
        return Ok(());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let regions = db_seed::region_ids(pool)
        .await
        .context("while reading regions")?;
    let (clubs, link_clubs, link_departments) = build_clubs(&mut rng, args.clubs, &regions);
    let new_clubs = db_seed::insert_clubs(pool, &clubs)
        .await
        .context("while inserting clubs")?;
    db_seed::insert_club_departments(pool, &link_clubs, &link_departments).await?;
    eprintln!("Kluby: {} ({new_clubs} nových)", clubs.codes.len());
    let new_centers = db_seed::insert_sport_centers(pool)
        .await
        .context("while inserting sport centers")?;
    eprintln!("Sportovní střediska: {new_centers} nových");

    let interactive = std::io::stderr().is_terminal();
    let bar = interactive.then(|| progress_bar(args.members as u64));
    let mut used = HashSet::new();
    let mut inserted = 0;
    let mut done = 0;
    while done < args.members {
        let size = BATCH.min(args.members - done);
        let mut batch = NewMembers::default();
        for _ in 0..size {
            random_member(&mut rng, &mut used, &clubs.codes, &mut batch);
        }
        let mut transaction = pool.begin().await?;
        inserted += db_seed::insert_members(&mut transaction, &batch)
            .await
            .context("while inserting members")?;
        transaction.commit().await?;
        done += size;
        match &bar {
            Some(bar) => bar.set_position(done as u64),
            None => eprintln!("Členové: {done}/{}", args.members),
        }
    }
    if let Some(bar) = bar {
        bar.finish();
    }
    eprintln!("Členové: {} ({inserted} nových)", args.members);
    let athletes = db_seed::insert_athlete_roles(pool)
        .await
        .context("while giving athlete roles")?;
    eprintln!("Závodníci: {athletes} nových rolí");
    let licences = db_seed::insert_demo_licences(pool)
        .await
        .context("while giving licences")?;
    eprintln!("Trenéři, rozhodčí, delegáti, cvičitelé a prohlídky: {licences} nových");
    let team = db_seed::insert_demo_center_members(pool)
        .await
        .context("while naming the national teams")?;
    eprintln!("Reprezentace: {team} nových míst");
    let fixed = seed_import_demo(pool, &clubs.codes).await?;
    eprintln!("Členové pro ukázku importu: {fixed} nových");
    seed_addresses_and_cleanup(pool, &clubs.codes[0]).await?;
    // After every member of the demo has its club, so that a second run finds nobody new. The
    // tables just filled are analysed first: with the statistics of an empty database the
    // planner joins 200,000 memberships against the payments row by row (tens of minutes).
    db_seed::analyze_for_payments(pool)
        .await
        .context("while analysing the new members")?;
    let payments = db_seed::insert_member_payments(pool)
        .await
        .context("while recording fees")?;
    eprintln!("Členské příspěvky: {payments} nových plateb");
    let first_club = db_seed::find_club_id(pool, &clubs.codes[0])
        .await?
        .context("first club missing")?;
    let company = db_seed::ensure_timekeeping_company(pool, DEMO_TIMEKEEPER).await?;
    let calendar = crate::calendar::seed(pool, first_club, company)
        .await
        .context("while seeding the demo calendar")?;
    eprintln!(
        "Kalendář závodů: {} nových událostí, {} přihlášek",
        calendar.events, calendar.entries
    );
    let results = crate::results_demo::seed(pool)
        .await
        .context("while seeding the demo results")?;
    eprintln!("Výsledky minulých závodů: {results} výsledkových závodů");
    seed_statistics(pool, false).await?;
    seed_rankings(pool).await?;
    seed_release_notes(pool).await?;
    seed_content(pool).await?;

    if !args.no_accounts {
        seed_accounts(pool, &clubs.codes[0], &clubs.codes[1], &args.demo_password).await?;
        eprintln!("Demo přihlášení (heslo: {}):", args.demo_password);
        for (email, what) in DEMO_LOGINS {
            eprintln!("  {email:<22} {what}");
        }
    }
    Ok(())
}

async fn ensure_account(
    pool: &PgPool,
    email: &str,
    first_name: &str,
    last_name: &str,
    password_hash: &str,
    identities: &[NewIdentity],
) -> anyhow::Result<()> {
    let mut transaction = pool.begin().await?;
    let account_id = match account::find_account_by_email(&mut *transaction, email).await? {
        Some(found) => found.account_id,
        None => {
            account::insert_account(
                &mut *transaction,
                email,
                first_name,
                last_name,
                Some(password_hash),
            )
            .await?
        }
    };
    if account::list_identities(&mut *transaction, account_id)
        .await?
        .is_empty()
    {
        for identity in identities {
            account::insert_identity(&mut *transaction, account_id, identity).await?;
        }
    }
    transaction.commit().await?;
    Ok(())
}

async fn seed_accounts(
    pool: &PgPool,
    first_club_code: &str,
    second_club_code: &str,
    password: &str,
) -> anyhow::Result<()> {
    let hash = stopa_domain::auth::hash_password(password);
    let club_id = db_seed::find_club_id(pool, first_club_code)
        .await?
        .context("first club missing")?;
    let member_id = db_seed::find_first_member_of_club(pool, club_id).await?;
    let regions = db_seed::region_ids(pool).await?;
    let region_id = regions
        .iter()
        .find(|(_, code)| code == "CZ051")
        .map(|(id, _)| *id)
        .context("region")?;
    let departments = db_seed::department_ids(pool).await?;
    let department_id = departments
        .iter()
        .find(|(_, code)| code == "cc")
        .map(|(id, _)| *id)
        .context("department")?;
    let company_id = db_seed::ensure_timekeeping_company(pool, DEMO_TIMEKEEPER).await?;
    let club_flags: Vec<String> = ClubPermission::ALL
        .iter()
        .map(|flag| flag.as_str().to_owned())
        .collect();
    let staff_flags: Vec<String> = StaffPermission::ALL
        .iter()
        .map(|flag| flag.as_str().to_owned())
        .collect();

    ensure_account(
        pool,
        "admin@stopa.local",
        "Alena",
        "Správcová",
        &hash,
        &[NewIdentity {
            identity_type: IdentityType::Admin,
            ..NewIdentity::default()
        }],
    )
    .await?;
    let mut manager = vec![NewIdentity {
        identity_type: IdentityType::Team,
        club_id: Some(club_id),
        permissions: club_flags.clone(),
        ..NewIdentity::default()
    }];
    if let Some(member_id) = member_id {
        manager.push(NewIdentity {
            identity_type: IdentityType::Person,
            member_id: Some(member_id),
            ..NewIdentity::default()
        });
    }
    ensure_account(
        pool,
        "klub@stopa.local",
        "Karel",
        "Klubový",
        &hash,
        &manager,
    )
    .await?;
    // The second club's manager: the other side of the transfer demo.
    let second_club_id = db_seed::find_club_id(pool, second_club_code)
        .await?
        .context("second club missing")?;
    ensure_account(
        pool,
        "klub2@stopa.local",
        "Klára",
        "Druhá",
        &hash,
        &[NewIdentity {
            identity_type: IdentityType::Team,
            club_id: Some(second_club_id),
            permissions: club_flags.clone(),
            ..NewIdentity::default()
        }],
    )
    .await?;
    ensure_account(
        pool,
        "kraj@stopa.local",
        "Květa",
        "Krajská",
        &hash,
        &[NewIdentity {
            identity_type: IdentityType::Area,
            region_id: Some(region_id),
            permissions: staff_flags.clone(),
            ..NewIdentity::default()
        }],
    )
    .await?;
    ensure_account(
        pool,
        "usek@stopa.local",
        "Úna",
        "Úseková",
        &hash,
        &[NewIdentity {
            identity_type: IdentityType::Section,
            department_id: Some(department_id),
            permissions: staff_flags,
            ..NewIdentity::default()
        }],
    )
    .await?;
    ensure_account(
        pool,
        "casomira@stopa.local",
        "Čeněk",
        "Časoměřič",
        &hash,
        &[NewIdentity {
            identity_type: IdentityType::Timekeeper,
            timekeeping_company_id: Some(company_id),
            ..NewIdentity::default()
        }],
    )
    .await?;
    if let Some(member_id) = member_id {
        ensure_account(
            pool,
            "clen@stopa.local",
            "Cyril",
            "Členský",
            &hash,
            &[NewIdentity {
                identity_type: IdentityType::Person,
                member_id: Some(member_id),
                ..NewIdentity::default()
            }],
        )
        .await?;
    }
    // A registered athlete: its club enters it, so it may not enter itself even to a public
    // race (the demo of ONLY_UNREGISTERED_ATHLETES_CAN_SELF_REGISTER).
    if let Some(athlete_id) = db_seed::find_adult_athlete_of_club(pool, club_id, "cc").await? {
        ensure_account(
            pool,
            "zavodnik@stopa.local",
            "Zdena",
            "Závodní",
            &hash,
            &[NewIdentity {
                identity_type: IdentityType::Person,
                member_id: Some(athlete_id),
                ..NewIdentity::default()
            }],
        )
        .await?;
    }
    Ok(())
}

/// The members the import demo files (`web/e2e/fixtures/import-*`) meet in the register,
/// whatever the seed's size: one in the first club (the demo manager's), one in the second,
/// one archived, one whose membership ended. Born before 1954, so their 9-digit birth numbers
/// never meet the random members' 10-digit ones.
fn import_demo_members<'a>(first_club: &'a str, second_club: &'a str) -> Vec<FixedMember<'a>> {
    let date = |year, month, day| NaiveDate::from_ymd_opt(year, month, day).expect("valid");
    vec![
        FixedMember {
            first_name: "Tereza",
            last_name: "Importová",
            sex: "FEMALE",
            birth_date: date(1950, 3, 14),
            birth_number: "505314112",
            club_code: first_club,
            member_from: date(2015, 1, 1),
            member_to: None,
            archived: false,
        },
        FixedMember {
            first_name: "Petr",
            last_name: "Jinoklubový",
            sex: "MALE",
            birth_date: date(1951, 6, 2),
            birth_number: "510602113",
            club_code: second_club,
            member_from: date(2012, 1, 1),
            member_to: None,
            archived: false,
        },
        FixedMember {
            first_name: "Marie",
            last_name: "Archivovaná",
            sex: "FEMALE",
            birth_date: date(1949, 11, 20),
            birth_number: "496120114",
            club_code: second_club,
            member_from: date(2001, 1, 1),
            member_to: Some(date(2019, 12, 31)),
            archived: true,
        },
        FixedMember {
            first_name: "Josef",
            last_name: "Bezklubový",
            sex: "MALE",
            birth_date: date(1948, 1, 9),
            birth_number: "480109115",
            club_code: first_club,
            member_from: date(2010, 1, 1),
            member_to: Some(date(2024, 12, 31)),
            archived: false,
        },
    ]
}

/// Members whose birth numbers an older register kept unchecked (the cleanup demo's birth
/// number worklist): a wrong check digit, a date that disagrees with the birth date, a sex that
/// disagrees, an impossible date. Born before the random members, so no number meets theirs.
fn cleanup_demo_members(club: &str) -> Vec<FixedMember<'_>> {
    let date = |year, month, day| NaiveDate::from_ymd_opt(year, month, day).expect("valid");
    let member = |first_name, last_name, sex, birth_date, birth_number| FixedMember {
        first_name,
        last_name,
        sex,
        birth_date,
        birth_number,
        club_code: club,
        member_from: date(2018, 1, 1),
        member_to: None,
        archived: false,
    };
    vec![
        // Wrong check digits: not divisible by 11.
        member("Bohumil", "Chybný", "MALE", date(1970, 1, 1), "7001011236"),
        member(
            "Jiřina",
            "Překlepová",
            "FEMALE",
            date(1972, 3, 15),
            "7253151233",
        ),
        // The number says 2 March, the record 3 March.
        member(
            "Oldřich",
            "Datumový",
            "MALE",
            date(1968, 3, 3),
            "6803020004",
        ),
        // A man's number on a woman's record.
        member(
            "Vlasta",
            "Záměnová",
            "FEMALE",
            date(1971, 4, 4),
            "7104040009",
        ),
        // 31 April does not exist.
        member("Zbyněk", "Nemožný", "MALE", date(1969, 4, 30), "6904310001"),
        // Nine digits are only for those born before 1954.
        member("Ludmila", "Krátká", "FEMALE", date(1966, 6, 6), "665606012"),
    ]
}

/// Address points of the import demo's new members (the rest of the demo points are made from
/// the members' own addresses).
const IMPORT_DEMO_ADDRESSES: [(&str, &str, i32, Option<i32>, &str); 3] = [
    ("Liberec", "Husova", 12, None, "46001"),
    ("Liberec", "Náměstí Míru", 5, Some(3), "46001"),
    ("Liberec", "Husova", 7, None, "46001"),
];

async fn seed_import_demo(pool: &PgPool, club_codes: &[String]) -> anyhow::Result<usize> {
    let (Some(first), Some(second)) =
        (club_codes.first(), club_codes.get(1).or(club_codes.first()))
    else {
        return Ok(0);
    };
    let mut transaction = pool.begin().await?;
    let mut new = 0;
    for member in import_demo_members(first, second) {
        if db_seed::insert_fixed_member(&mut transaction, &member).await? {
            new += 1;
        }
    }
    transaction.commit().await?;
    Ok(new)
}

/// Made-up RÚIAN address points for the members' addresses (the demo has no ČÚZK data; a real
/// installation loads it with `stopa-admin ruian load`), the members linked to them, and the
/// cleanup worklists given something to show: a few birth numbers as an old register kept
/// them, a few duplicate records, a few addresses that resolve to nothing.
async fn seed_addresses_and_cleanup(pool: &PgPool, first_club: &str) -> anyhow::Result<()> {
    let mut addresses = db_seed::addresses_without_points(pool).await?;
    addresses.extend(IMPORT_DEMO_ADDRESSES.iter().map(
        |(municipality, street, house, orientation, postcode)| db_seed::MemberAddress {
            municipality: (*municipality).to_owned(),
            street: (*street).to_owned(),
            house_number: *house,
            orientation_number: *orientation,
            postcode: (*postcode).to_owned(),
        },
    ));
    let mut code = db_seed::next_demo_address_code(pool).await?;
    let mut batch = AddressPointBatch::default();
    let mut known = HashSet::new();
    for address in addresses {
        let key = (
            address.municipality.clone(),
            address.street.clone(),
            address.house_number,
            address.orientation_number,
        );
        if !known.insert(key) {
            continue;
        }
        batch.codes.push(code);
        code += 1;
        batch.municipality_codes.push(0);
        batch.municipality_names.push(address.municipality.clone());
        batch.momc_names.push(None);
        batch.prague_district_names.push(None);
        batch.part_codes.push(None);
        batch.part_names.push(Some(address.municipality.clone()));
        batch.street_codes.push(None);
        batch.street_names.push(Some(address.street.clone()));
        batch
            .building_types
            .push(stopa_domain::address::BuildingType::HouseNumber);
        batch.house_numbers.push(address.house_number);
        batch.orientation_numbers.push(address.orientation_number);
        batch.orientation_letters.push(None);
        batch.postcodes.push(address.postcode.clone());
        batch.ys.push(None);
        batch.xs.push(None);
        batch.valid_froms.push(None);
        batch
            .municipality_keys
            .push(name_key(&address.municipality));
        batch.district_keys.push(None);
        batch.part_keys.push(Some(name_key(&address.municipality)));
        batch.street_keys.push(Some(name_key(&address.street)));
    }
    // Points already written by an earlier seed are matched by the query above; a rerun
    // writes nothing new.
    let mut transaction = pool.begin().await?;
    let points = if batch.is_empty() {
        0
    } else {
        stopa_db::ruian::upsert_address_points(
            &mut transaction,
            &batch,
            stopa_domain::address::AddressSource::Demo,
        )
        .await?
    };
    let linked = db_seed::link_members_to_points(&mut *transaction).await?;
    let mut spoiled = 0;
    for member in cleanup_demo_members(first_club) {
        if db_seed::insert_fixed_member(&mut transaction, &member).await? {
            spoiled += 1;
        }
    }
    let duplicates = db_seed::insert_duplicate_records(&mut *transaction, 4).await?;
    db_seed::misplace_addresses(&mut *transaction, 3).await?;
    transaction.commit().await?;
    eprintln!("Adresní místa (demo): {points} nových, {linked} členů s adresou RÚIAN");
    eprintln!(
        "Čištění dat (demo): {spoiled} chybných rodných čísel, {duplicates} duplicitních záznamů"
    );
    let mut connection = pool.acquire().await?;
    let unresolved = stopa_app::address::link_member_addresses(&mut connection, None)
        .await
        .map_err(|error| anyhow::anyhow!("{} ({})", error.message(), error.code()))?;
    if unresolved.unresolved > 0 {
        eprintln!("Nenalezené adresy: {}", unresolved.unresolved);
    }
    let problems = stopa_app::cleanup::check_birth_numbers(pool)
        .await
        .map_err(|error| anyhow::anyhow!("{} ({})", error.message(), error.code()))?;
    eprintln!("Kontrola rodných čísel: {problems} chybných");
    Ok(())
}
