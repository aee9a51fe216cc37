//! Encodings, files refused (unsafe, broken, not results, too large), row problems, team rows
//! and ZIP datasets.

use super::*;

#[test]
fn iso_8859_1_declared_file_is_decoded() {
    let text = alpine_file(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
        &alpine_row("Müller", "Jörg", "51.27"),
    );
    let (bytes, _, unmappable) = WINDOWS_1252.encode(&text);
    assert!(!unmappable);
    assert!(std::str::from_utf8(&bytes).is_err(), "really single-byte");
    let race = only_race(&bytes);
    assert_eq!(
        (
            race.rows[0].last_name.as_str(),
            race.rows[0].first_name.as_str()
        ),
        ("Müller", "Jörg")
    );
}

#[test]
fn windows_1250_declared_in_single_quotes_any_case_is_decoded() {
    let text = alpine_file(
        "<?xml version='1.0' encoding='WINDOWS-1250'?>",
        &alpine_row("Šťastný", "Řehoř", "51.27"),
    );
    let (bytes, _, unmappable) = WINDOWS_1250.encode(&text);
    assert!(!unmappable);
    let race = only_race(&bytes);
    assert_eq!(race.rows[0].last_name, "Šťastný");
    assert_eq!(race.rows[0].first_name, "Řehoř");
}

#[test]
fn a_byte_order_mark_wins_over_the_declared_encoding() {
    let text = alpine_file(
        "<?xml version=\"1.0\" encoding=\"windows-1250\"?>",
        &alpine_row("Žák", "Tomáš", "51.27"),
    );
    let mut utf8 = b"\xEF\xBB\xBF".to_vec();
    utf8.extend_from_slice(text.as_bytes());
    assert_eq!(only_race(&utf8).rows[0].last_name, "Žák");

    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    assert_eq!(only_race(&utf16).rows[0].first_name, "Tomáš");
}

#[test]
fn bytes_that_are_not_the_declared_utf8_are_refused_with_their_line() {
    let text = alpine_file(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        &alpine_row("Šťastný", "Jan", "51.27"),
    );
    let (bytes, _, _) = WINDOWS_1250.encode(&text);
    let error = parse(&bytes).unwrap_err();
    assert_eq!(error.code(), "ENCODING");
    assert!(error.message().contains("(řádek 6:"), "{}", error.message());
    assert!(
        error.message().contains("windows-1250"),
        "{}",
        error.message()
    );
}

#[test]
fn an_encoding_stopa_does_not_read_is_refused() {
    let text = alpine_file(
        "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>",
        &alpine_row("Sato", "Ken", "51.27"),
    );
    let error = parse(text.as_bytes()).unwrap_err();
    assert_eq!(error.code(), "ENCODING");
    assert!(
        error.message().contains("„Shift_JIS“"),
        "{}",
        error.message()
    );
}

#[test]
fn billion_laughs_file_is_refused_quickly_without_expanding_anything() {
    let mut entities = String::from("<!ENTITY lol0 \"lol\">\n");
    for level in 1..10 {
        let previous = format!("&lol{};", level - 1).repeat(10);
        writeln!(entities, "<!ENTITY lol{level} \"{previous}\">").unwrap();
    }
    let text = format!(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults [\n{entities}]>\n<Fisresults>\
         <Raceheader><Eventname>&lol9;</Eventname></Raceheader></Fisresults>"
    );
    let started = Instant::now();
    let error = parse(text.as_bytes()).unwrap_err();
    assert!(started.elapsed() < Duration::from_secs(1));
    assert_eq!(error.code(), "ENTITIES_REFUSED");
    assert!(
        error
            .message()
            .starts_with("Soubor odmítáme z bezpečnostních důvodů (řádek 2:")
    );
}

#[test]
fn an_external_entity_is_never_resolved() {
    let declared = "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults [<!ENTITY xxe SYSTEM \
                    \"file:///etc/passwd\">]>\n<Fisresults><Raceheader><Eventname>&xxe;\
                    </Eventname></Raceheader></Fisresults>";
    let error = parse(declared.as_bytes()).unwrap_err();
    assert_eq!(error.code(), "ENTITIES_REFUSED");
    assert!(!error.message().contains("root:"));

    let external_dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults SYSTEM \
                        \"http://example.com/fis.dtd\">\n<Fisresults/>";
    assert_eq!(
        parse(external_dtd.as_bytes()).unwrap_err().code(),
        "ENTITIES_REFUSED"
    );

    // Without a declaration the reference is just unknown, and refused on its line.
    let undeclared = alpine_file(
        "<?xml version=\"1.0\"?>",
        &alpine_row("&xxe;", "Jan", "51.27"),
    );
    let error = parse(undeclared.as_bytes()).unwrap_err();
    assert_eq!(error.code(), "ENTITIES_REFUSED");
    assert!(
        error
            .message()
            .contains("(řádek 6: soubor používá entitu &xxe;"),
        "{}",
        error.message()
    );
}

#[test]
fn predefined_entities_and_character_references_are_expanded() {
    let text = alpine_file(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE Fisresults>",
        &alpine_row("O&apos;Brien &amp; &#x10C;ech", "&#282;va", "51.27"),
    );
    let race = only_race(text.as_bytes());
    assert_eq!(race.rows[0].last_name, "O'Brien & Čech");
    assert_eq!(race.rows[0].first_name, "Ěva");
}

#[test]
fn a_file_that_is_not_results_is_refused_naming_the_line() {
    let other_root = "<?xml version=\"1.0\"?>\n<!-- IOF -->\n<ResultList>\n</ResultList>\n";
    assert_eq!(
        parse(other_root.as_bytes()).unwrap_err().message(),
        "Soubor není výsledková listina FIS (řádek 3: chybí prvek Fisresults, soubor začíná \
         prvkem ResultList)."
    );

    let without_race = "<?xml version=\"1.0\"?>\n<Fisresults>\n<Raceheader/>\n</Fisresults>";
    let error = parse(without_race.as_bytes()).unwrap_err();
    assert_eq!(error.code(), "NOT_RESULTS");
    assert!(
        error.message().contains("(řádek 2: chybí závod"),
        "{}",
        error.message()
    );

    let start_list = "<Fisresults>\n<Raceheader>\n<Type>Startlist</Type>\n</Raceheader>\n\
                      <AL_race/></Fisresults>";
    let error = parse(start_list.as_bytes()).unwrap_err();
    assert!(
        error
            .message()
            .contains("(řádek 3: soubor je startovní listina"),
        "{}",
        error.message()
    );

    let telemark = "<Fisresults>\n<Raceheader/>\n<TM_race/>\n</Fisresults>";
    let error = parse(telemark.as_bytes()).unwrap_err();
    assert!(
        error.message().contains("(řádek 3: závod sektoru TM"),
        "{}",
        error.message()
    );

    let race_without_header = "<Fisresults>\n<AL_race/>\n</Fisresults>";
    let error = parse(race_without_header.as_bytes()).unwrap_err();
    assert!(
        error.message().contains("chybí prvek Raceheader"),
        "{}",
        error.message()
    );

    for bytes in [
        &b""[..],
        b"   \n",
        b"{\"races\": []}",
        b"%PDF-1.7\n\xE2\xE3\xCF\xD3",
    ] {
        let error = parse(bytes).unwrap_err();
        assert_eq!(error.code(), "NOT_RESULTS", "{bytes:?}");
        assert!(error.message().contains("(řádek 1:"), "{}", error.message());
    }
}

#[test]
fn xml_that_is_not_well_formed_is_refused_naming_the_line() {
    let mismatched = "<Fisresults>\n<Raceheader>\n</Racehead>\n</Fisresults>";
    let error = parse(mismatched.as_bytes()).unwrap_err();
    assert_eq!(error.code(), "MALFORMED");
    assert!(
        error
            .message()
            .starts_with("Soubor není platné XML (řádek 3:"),
        "{}",
        error.message()
    );

    let truncated = &U0392[..U0392.len() / 2];
    let error = parse(truncated).unwrap_err();
    assert_eq!(error.code(), "MALFORMED", "{}", error.message());

    let mut two_roots = write(&parse(U0392).unwrap());
    two_roots.extend_from_slice(b"<Fisresults/>\n");
    assert_eq!(parse(&two_roots).unwrap_err().code(), "MALFORMED");
}

#[test]
fn a_row_that_cannot_be_read_is_reported_with_its_line_and_the_others_are_kept() {
    let text = String::from_utf8(U0392.to_vec())
        .unwrap()
        .replacen(
            "<Timerun1>51.43</Timerun1>",
            "<Timerun1>51;43</Timerun1>",
            1,
        )
        .replacen(
            "<AL_notranked Status=\"DNF\">",
            "<AL_notranked Status=\"OUT\">",
            1,
        );
    let parsed = parse(text.as_bytes()).unwrap();
    assert_eq!(parsed.races[0].rows.len(), 38);
    let reports: Vec<String> = parsed.problems.iter().map(RowProblem::describe).collect();
    assert_eq!(
        reports,
        [
            "řádek 176 (Ashby Brook, st. č. 14): čas 1. kola „51;43“ nelze přečíst ani jako \
             čas, ani jako stav",
            "řádek 973 (Brandt Brook, st. č. 29): neznámý stav „OUT“, Stopa zná DNF, DNQ, \
             DNS, DQB, DSQ, LAP, NCL, NPS, QLF, RAL",
        ]
    );
    assert!(parsed.problems.iter().all(|problem| problem.race == 0));
}

#[test]
fn team_rows_are_reported_and_their_members_not_read_as_individuals() {
    let rows = "<AL_ranked Status=\"QLF\"><Rank>1</Rank><Team><Name>CZE</Name></Team>\
                <AL_team><AL_ranked Status=\"QLF\"><Competitor><Lastname>Novák</Lastname>\
                </Competitor></AL_ranked></AL_team></AL_ranked>";
    let parsed = parse(alpine_file("", rows).as_bytes()).unwrap();
    assert_eq!(parsed.races[0].rows, []);
    assert_eq!(parsed.problems.len(), 1);
    assert!(parsed.problems[0].message.contains("výsledek týmu"));
}

#[test]
fn a_zip_dataset_reads_every_race_and_names_its_file() {
    let bytes = zip_of(&[
        ("CZE5123.xml", CC_INTERVAL),
        ("__MACOSX/._CZE5123.xml", b"\x00\x05\x16\x07"),
        ("vysledky/CZE6012.XML", JP),
        ("readme.txt", b"Vysledky"),
        ("CZE2045.xml", SB),
    ]);
    let parsed = parse_dataset(&bytes).unwrap();
    let files: Vec<Option<&str>> = parsed
        .races
        .iter()
        .map(|race| race.source_file.as_deref())
        .collect();
    assert_eq!(
        files,
        [
            Some("CZE5123.xml"),
            Some("vysledky/CZE6012.XML"),
            Some("CZE2045.xml")
        ]
    );
    assert_eq!(parsed.races[1].sector, Sector::SkiJumping);
    assert_eq!(parsed.problems, []);

    // A row problem points at its file and its race in the whole upload.
    let broken = String::from_utf8(SB.to_vec()).unwrap().replacen(
        "<Timerun1>43.55</Timerun1>",
        "<Timerun1>43:5</Timerun1>",
        1,
    );
    let bytes = zip_of(&[("a.xml", CC_INTERVAL), ("b.xml", broken.as_bytes())]);
    let parsed = parse_dataset(&bytes).unwrap();
    assert_eq!(parsed.problems.len(), 1);
    assert_eq!(parsed.problems[0].race, 1);
    assert!(
        parsed.problems[0]
            .describe()
            .starts_with("soubor b.xml, řádek ")
    );

    // A single file is a dataset of one race.
    assert_eq!(parse_dataset(JP).unwrap().races.len(), 1);
}

#[test]
fn an_error_in_one_file_of_a_dataset_refuses_the_upload_naming_the_file() {
    let bytes = zip_of(&[
        ("CZE5123.xml", CC_INTERVAL),
        ("CZE9999.xml", b"<ResultList/>"),
    ]);
    let error = parse_dataset(&bytes).unwrap_err();
    assert_eq!(error.code(), "NOT_RESULTS");
    assert_eq!(
        error.message(),
        "V archivu je chybný soubor CZE9999.xml: Soubor není výsledková listina FIS \
         (řádek 1: chybí prvek Fisresults, soubor začíná prvkem ResultList)."
    );
    let empty = zip_of(&[("readme.txt", b"nic")]);
    assert_eq!(parse_dataset(&empty).unwrap_err().code(), "ARCHIVE");
    assert_eq!(
        parse_dataset(b"PK\x03\x04broken").unwrap_err().code(),
        "ARCHIVE"
    );
}

#[test]
fn zip_bombs_are_refused_before_anything_is_inflated() {
    // 4 MiB of zeros deflate to a few kilobytes.
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    writer
        .start_file("CZE0001.xml", SimpleFileOptions::default())
        .unwrap();
    writer.write_all(&vec![0u8; 4 * 1024 * 1024]).unwrap();
    let compressed = writer.finish().unwrap().into_inner();
    let error = parse_dataset(&compressed).unwrap_err();
    assert_eq!(error.code(), "ARCHIVE");
    assert!(
        error.message().contains("zkomprimována"),
        "{}",
        error.message()
    );

    // Entries declaring more than the limit together.
    let mut declared = zip_of(&[("a.xml", CC_INTERVAL), ("b.xml", JP)]);
    for (signature, offset) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
        let starts: Vec<usize> = declared
            .windows(4)
            .enumerate()
            .filter(|(_, window)| window == signature)
            .map(|(start, _)| start)
            .collect();
        for start in starts {
            declared[start + offset..start + offset + 4]
                .copy_from_slice(&(30u32 * 1024 * 1024).to_le_bytes());
        }
    }
    let error = parse_dataset(&declared).unwrap_err();
    assert_eq!(
        error.message(),
        "Archiv ZIP nelze načíst: po rozbalení by měl 60 MB, povoleno je nejvýše 50 MB."
    );

    let many: Vec<(String, &[u8])> = (0..=MAX_DATASET_ENTRIES)
        .map(|index| (format!("{index}.xml"), &b""[..]))
        .collect();
    let many: Vec<(&str, &[u8])> = many
        .iter()
        .map(|(name, bytes)| (name.as_str(), *bytes))
        .collect();
    let error = parse_dataset(&zip_of(&many)).unwrap_err();
    assert!(
        error.message().contains("obsahuje 201 souborů"),
        "{}",
        error.message()
    );
}

#[test]
fn files_over_the_size_limit_are_refused_unread() {
    let bytes = vec![b' '; MAX_FILE_BYTES + 1];
    assert_eq!(parse(&bytes).unwrap_err().code(), "TOO_LARGE");
}
