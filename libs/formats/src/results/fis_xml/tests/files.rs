//! Real VOLA files and fixtures of every sector, read and written back.

use super::*;

#[test]
fn vola_womens_super_g_has_31_ranked_rows_8_dns_and_1_dnf() {
    let race = only_race(U0392);
    assert_eq!(race.sector, Sector::Alpine);
    assert_eq!(race.discipline.as_deref(), Some("SG"));
    assert_eq!(race.gender, Some(GenderGroup::Female));
    assert_eq!(race.date, NaiveDate::from_ymd_opt(2024, 2, 2));
    assert_eq!(race.season, Some(2024));
    assert_eq!(race.codex, None);
    assert_eq!(race.national_code.as_deref(), Some("U0392"));
    assert_eq!(race.category.as_deref(), Some("NAT"));
    assert_eq!(race.event_name.as_deref(), Some("PA Cup 3 Womens Super G"));
    assert_eq!(race.place.as_deref(), Some("Blue Mountain Resort"));
    assert_eq!(race.run_count, 1);
    assert_eq!(race.penalty, Some(points("375.01")));
    assert_eq!(race.f_value, Some(points("1190")));
    assert_eq!(race.rows.len(), 40);
    assert_eq!(count(&race, ResultStatus::Qlf), 31);
    assert_eq!(count(&race, ResultStatus::Dns), 8);
    assert_eq!(count(&race, ResultStatus::Dnf), 1);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Dalton", "Blake")
    );
    assert_eq!((winner.rank, winner.bib), (Some(1), Some(5)));
    assert_eq!(winner.total_time_ms, Some(51_270));
    assert_eq!(winner.runs, [run(RunKind::Run, 1, Some(finished(51_270)))]);
    assert_eq!(winner.race_points, Some(points("0.00")));
    assert_eq!(winner.sex, Some(Sex::Female), "L is a woman");
    assert_eq!(winner.birth_year, Some(2007));
    assert_eq!(winner.club.as_deref(), Some("WTSEF"));
    assert_eq!(winner.national_code.as_deref(), Some("E6577923"));
    assert_eq!(winner.fis_code, None);

    let dnf = row(&race, "Brandt", "Brook");
    assert_eq!(dnf.first_name, "Brook");
    assert_eq!(
        (dnf.status, dnf.status_run, dnf.rank),
        (ResultStatus::Dnf, Some(1), None)
    );
    assert_eq!(
        dnf.runs,
        [run(
            RunKind::Run,
            1,
            Some(RunTime::Status(ResultStatus::Dnf))
        )]
    );
    assert_eq!(dnf.total_time_ms, None);

    // Tied at 5th, and nobody 6th.
    let ranks: Vec<Option<u32>> = race.rows.iter().map(|row| row.rank).collect();
    assert_eq!(ranks[4..7], [Some(5), Some(5), Some(7)]);
    assert!(race.rows.iter().any(|row| row.last_name == "O'Walsh"));
}

#[test]
fn vola_mens_super_g_has_46_ranked_rows_a_tie_at_10th_and_6_dnf() {
    let race = only_race(U0389);
    assert_eq!(race.gender, Some(GenderGroup::Male));
    assert_eq!(race.event_name.as_deref(), Some("PA Cup 3 Men's Super G"));
    assert_eq!(race.rows.len(), 56);
    assert_eq!(count(&race, ResultStatus::Qlf), 46);
    assert_eq!(count(&race, ResultStatus::Dns), 4);
    assert_eq!(count(&race, ResultStatus::Dnf), 6);
    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Colby", "Kai")
    );
    assert_eq!(winner.total_time_ms, Some(47_960));
    assert_eq!(winner.sex, Some(Sex::Male));
    let tied: Vec<&str> = race
        .rows
        .iter()
        .filter(|row| row.rank == Some(10))
        .map(|row| row.last_name.as_str())
        .collect();
    assert_eq!(tied.len(), 2);
    assert!(race.rows.iter().all(|row| row.rank != Some(11)));
    let dnf = row(&race, "Lang", "Owen");
    assert_eq!(dnf.bib, Some(49));
    assert_eq!(dnf.status, ResultStatus::Dnf);
    // VOLA writes 0 for an unknown year of birth.
    let unknown_year = race
        .rows
        .iter()
        .filter(|row| row.last_name == "Oakes" && row.birth_year.is_none())
        .count();
    assert_eq!(unknown_year, 1);
}

#[test]
fn vola_two_run_slalom_keeps_both_runs_and_the_run_of_each_non_finish() {
    let race = only_race(N0249);
    assert_eq!(race.discipline.as_deref(), Some("SL"));
    assert_eq!(race.run_count, 2);
    assert_eq!(race.f_value, Some(points("0")));
    assert_eq!(race.rows.len(), 96);
    assert_eq!(count(&race, ResultStatus::Qlf), 64);
    assert_eq!(count(&race, ResultStatus::Dsq), 16);
    assert_eq!(count(&race, ResultStatus::Dns), 9);
    assert_eq!(count(&race, ResultStatus::Dnf), 7);
    let in_second_run = race
        .rows
        .iter()
        .filter(|row| row.status_run == Some(2))
        .count();
    assert_eq!(in_second_run, 9);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Ashby", "Cody")
    );
    assert_eq!(
        winner.runs,
        [
            run(RunKind::Run, 1, Some(finished(43_980))),
            run(RunKind::Run, 2, Some(finished(43_550))),
        ]
    );
    assert_eq!(winner.total_time_ms, Some(87_530));

    // Out in run 1, yet timed in run 2: both kept as written.
    let dnf = row(&race, "Upton", "Uma");
    assert_eq!(dnf.first_name, "Uma");
    assert_eq!((dnf.status, dnf.status_run), (ResultStatus::Dnf, Some(1)));
    assert_eq!(
        dnf.runs,
        [
            run(RunKind::Run, 1, Some(RunTime::Status(ResultStatus::Dnf))),
            run(RunKind::Run, 2, Some(finished(69_300))),
        ]
    );
}

#[test]
fn cp1250_cross_country_file_in_the_v1_layout_reads_czech_names_a_tie_and_non_finishers() {
    let race = only_race(CC_INTERVAL);
    assert_eq!(race.sector, Sector::CrossCountry);
    assert_eq!(race.discipline.as_deref(), Some("DI"));
    assert_eq!(race.gender, Some(GenderGroup::Female), "Sex=\"L\"");
    assert_eq!(race.codex.as_deref(), Some("5123"));
    assert_eq!(race.date, NaiveDate::from_ymd_opt(2026, 1, 17));
    assert_eq!(
        race.event_name.as_deref(),
        Some("Memoriál Zdeňka Šťastného – 10 km volně")
    );
    assert_eq!(race.place.as_deref(), Some("Nové Město na Moravě"));
    assert_eq!(race.penalty, Some(points("68.42")));
    assert_eq!(race.f_value, Some(points("800")));
    assert_eq!(race.rows.len(), 10);
    assert_eq!(count(&race, ResultStatus::Qlf), 7);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("DVOŘÁKOVÁ", "Kateřina")
    );
    assert_eq!(winner.total_time_ms, Some(1_513_400), "25:13.4");
    assert_eq!(winner.fis_code.as_deref(), Some("3155901"));
    assert_eq!(winner.sex, Some(Sex::Female));
    assert_eq!(winner.club.as_deref(), Some("Dukla Liberec"));

    let tied: Vec<&str> = race
        .rows
        .iter()
        .filter(|row| row.rank == Some(3))
        .map(|row| row.last_name.as_str())
        .collect();
    assert_eq!(tied, ["NOVÁKOVÁ", "ŽÁKOVÁ"]);
    assert_eq!(row(&race, "RŮŽIČKOVÁ", "Eliška").rank, Some(5));
    assert_eq!(
        row(&race, "ŽÁKOVÁ", "Barbora").race_points,
        Some(points("25.95"))
    );

    assert_eq!(row(&race, "KUBÍČKOVÁ", "Ludmila").status, ResultStatus::Dnf);
    let dns = row(&race, "HRUBÁ", "Věra");
    assert_eq!(
        (dns.status, dns.first_name.as_str()),
        (ResultStatus::Dns, "Věra")
    );
    assert_eq!(dns.nation.as_deref(), Some("SVK"));
    assert_eq!(row(&race, "PEŠKOVÁ", "Zdeňka").status, ResultStatus::Dsq);
}

#[test]
fn cross_country_sprint_keeps_qualified_not_qualified_and_relegated_athletes() {
    let race = only_race(CC_SPRINT);
    assert_eq!(race.discipline.as_deref(), Some("SP"));
    assert_eq!(race.gender, Some(GenderGroup::Male));
    assert_eq!(race.rows.len(), 11);
    assert_eq!(count(&race, ResultStatus::Qlf), 6);
    assert_eq!(count(&race, ResultStatus::Dnq), 2);
    assert_eq!(race.run_count, 2, "one declared run, a heat in the rows");

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Hořejší", "Matěj")
    );
    assert_eq!(winner.total_time_ms, Some(178_410), "2:58.41");
    assert_eq!(winner.runs, [run(RunKind::Run, 1, Some(finished(175_300)))]);
    assert_eq!(row(&race, "Kratochvíl", "Šimon").difference_ms, Some(360));

    let relegated = row(&race, "Pokorný", "Jiří");
    assert_eq!(relegated.status, ResultStatus::Qlf);
    assert_eq!(
        relegated.runs[1],
        run(RunKind::Run, 2, Some(RunTime::Status(ResultStatus::Ral)))
    );

    let not_qualified = row(&race, "Fiala", "Adam");
    assert_eq!(
        (not_qualified.status, not_qualified.rank),
        (ResultStatus::Dnq, None)
    );
    assert_eq!(
        not_qualified.runs,
        [run(RunKind::Run, 1, Some(finished(185_120)))]
    );

    let dnf = row(&race, "Málek", "Radim");
    assert_eq!(dnf.status, ResultStatus::Dnf);
    assert_eq!(
        dnf.runs,
        [run(
            RunKind::Run,
            1,
            Some(RunTime::Status(ResultStatus::Dnf))
        )]
    );
    assert_eq!(row(&race, "Kučera", "Daniel").status, ResultStatus::Dns);
    assert_eq!(row(&race, "Vondráček", "Petr").status, ResultStatus::Dsq);
}

#[test]
fn ski_jumping_reads_two_jumps_with_distances_and_points() {
    let race = only_race(JP);
    assert_eq!(race.sector, Sector::SkiJumping);
    assert_eq!(race.discipline.as_deref(), Some("NH"));
    assert_eq!(race.rows.len(), 8);
    assert_eq!(race.run_count, 2);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Vrba", "Štěpán")
    );
    assert_eq!(winner.score, Some(points("249.8")));
    assert_eq!(winner.total_time_ms, None);
    // The judges' own total (55.5) is not the jump's points.
    assert_eq!(
        winner.runs,
        [
            Run {
                kind: RunKind::Jump,
                number: 1,
                time: None,
                distance: Some(points("101.5")),
                points: Some(points("124.9")),
            },
            Run {
                kind: RunKind::Jump,
                number: 2,
                time: None,
                distance: Some(points("99.0")),
                points: Some(points("124.9")),
            },
        ]
    );

    let first_round_only = row(&race, "Lang", "Tobias");
    assert_eq!(first_round_only.rank, Some(6));
    assert_eq!(first_round_only.runs.len(), 1);

    let disqualified = row(&race, "Procházka", "Jakub");
    assert_eq!(disqualified.status, ResultStatus::Dsq);
    assert_eq!(
        disqualified.runs[0].time,
        Some(RunTime::Status(ResultStatus::Dsq))
    );
    assert_eq!(disqualified.runs[0].distance, Some(points("95.5")));
    assert_eq!(row(&race, "Čermák", "Jan").status, ResultStatus::Dns);
}

#[test]
fn nordic_combined_reads_the_jump_the_race_and_a_dnf_in_the_race() {
    let race = only_race(NK);
    assert_eq!(race.sector, Sector::NordicCombined);
    assert_eq!(race.discipline.as_deref(), Some("GU"));
    assert_eq!(race.rows.len(), 7);
    assert_eq!(count(&race, ResultStatus::Qlf), 5);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Müller", "Jörg")
    );
    assert_eq!(winner.total_time_ms, Some(1_462_800), "24:22.8");
    assert_eq!(
        winner.runs,
        [
            run(RunKind::Run, 1, Some(finished(1_443_800))),
            Run {
                kind: RunKind::Jump,
                number: 1,
                time: None,
                distance: Some(points("98.0")),
                points: Some(points("121.3")),
            },
        ]
    );
    assert_eq!(row(&race, "Hájek", "Jan").difference_ms, Some(8_400));

    let dnf = row(&race, "Fiala", "Adam");
    assert_eq!(dnf.status, ResultStatus::Dnf);
    assert_eq!(dnf.runs[0].time, Some(RunTime::Status(ResultStatus::Dnf)));
    assert_eq!(dnf.runs[1].points, Some(points("119.2")));
    assert_eq!(row(&race, "Kováts", "Bálint").status, ResultStatus::Dns);
}

#[test]
fn snowboard_giant_slalom_reads_two_runs_a_tie_and_non_finishers() {
    let race = only_race(SB);
    assert_eq!(race.sector, Sector::Snowboard);
    assert_eq!(race.gender, Some(GenderGroup::Female), "Gender=\"W\"");
    assert_eq!(race.run_count, 2);
    assert_eq!(race.rows.len(), 8);

    let winner = &race.rows[0];
    assert_eq!(
        (winner.last_name.as_str(), winner.first_name.as_str()),
        ("Kolaříková", "Adéla")
    );
    assert_eq!(winner.total_time_ms, Some(85_220), "1:25.22");
    assert_eq!(
        winner.runs,
        [
            run(RunKind::Run, 1, Some(finished(42_170))),
            run(RunKind::Run, 2, Some(finished(43_050))),
        ]
    );
    assert_eq!(
        winner.race_points,
        Some(points("100")),
        "singular Racepoint"
    );
    assert_eq!(winner.sex, Some(Sex::Female));

    let ranks: Vec<Option<u32>> = race.rows[..5].iter().map(|row| row.rank).collect();
    assert_eq!(ranks, [Some(1), Some(2), Some(2), Some(4), Some(5)]);

    let dnf = row(&race, "Dušková", "Tereza");
    assert_eq!((dnf.status, dnf.status_run), (ResultStatus::Dnf, Some(2)));
    assert_eq!(
        dnf.runs,
        [
            run(RunKind::Run, 1, Some(finished(43_550))),
            run(RunKind::Run, 2, Some(RunTime::Status(ResultStatus::Dnf))),
        ]
    );
    assert_eq!(row(&race, "Vacková", "Jana").status, ResultStatus::Dsq);
    assert_eq!(row(&race, "Šimková", "Zuzana").status, ResultStatus::Dns);
}

#[test]
fn every_fixture_is_marked_as_made_for_stopas_tests() {
    for (name, bytes) in FIXTURES {
        let text = decode(bytes).unwrap();
        assert!(text.contains(&format!("<!-- {FIXTURE_MARK} -->")), "{name}");
    }
}

#[test]
fn every_real_file_and_fixture_reads_back_equal_from_what_stopa_writes() {
    for (name, bytes) in REAL_FILES.into_iter().chain(FIXTURES) {
        let parsed = parse(bytes).unwrap();
        let written = write(&parsed);
        let reread = parse(&written).unwrap_or_else(|error| {
            panic!("{name}: {error}\n{}", String::from_utf8_lossy(&written))
        });
        assert_eq!(reread, parsed, "{name}");
        assert_eq!(write(&reread), written, "{name}: writing is stable");
    }
}

#[test]
fn written_files_use_the_current_layout_in_utf8() {
    let written = String::from_utf8(write(&parse(U0392).unwrap())).unwrap();
    assert!(written.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Fisresults>\n"));
    for expected in [
        "<Raceheader Sector=\"AL\" Gender=\"W\">",
        "<NAT_code>U0392</NAT_code>",
        "<Racedate>",
        "<AL_raceinfo>",
        "<Runinfo No=\"1\"/>",
        "<AppliedPenalty>375.01</AppliedPenalty>",
        "<AL_ranked Status=\"QLF\">",
        "<Gender>F</Gender>",
        "<YearOfBirth>2007</YearOfBirth>",
        "<TimeRun1>51.27</TimeRun1>",
        "<TotalTime>51.27</TotalTime>",
        "<RacePoints>0.00</RacePoints>",
        "<AL_notranked Status=\"DNF\">",
        "<TimeRun1>DNF</TimeRun1>",
        "<Lastname>O&apos;Walsh</Lastname>",
    ] {
        assert!(written.contains(expected), "{expected}");
    }
    assert!(
        !written.contains("<FisCode>"),
        "empty FIS codes are left out"
    );
}

#[test]
fn several_races_in_one_file_are_read_as_several() {
    let mut both = parse(U0392).unwrap();
    both.races.extend(parse(CC_INTERVAL).unwrap().races);
    let reread = parse(&write(&both)).unwrap();
    assert_eq!(reread.races.len(), 2);
    assert_eq!(reread, both);
}
