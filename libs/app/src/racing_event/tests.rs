use super::document_content_type;

#[test]
fn documents_are_recognised_by_their_bytes() {
    assert_eq!(
        document_content_type("rozpis.pdf", b"%PDF-1.7 ..."),
        Some("application/pdf")
    );
    assert_eq!(
        document_content_type("rozpis.exe", b"%PDF-1.4"),
        Some("application/pdf")
    );
    assert_eq!(document_content_type("rozpis.pdf", b"MZ\x90\0"), None);
    assert_eq!(
        document_content_type("startovka.xlsx", b"PK\x03\x04...."),
        Some("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    );
    assert_eq!(document_content_type("virus.zip", b"PK\x03\x04...."), None);
    assert_eq!(
        document_content_type("mapa.png", b"\x89PNG\r\n\x1a\n...."),
        Some("image/png")
    );
    assert_eq!(
        document_content_type("info.txt", "Ahoj světe".as_bytes()),
        Some("text/plain; charset=utf-8")
    );
    assert_eq!(document_content_type("page.html", b"<html><script>"), None);
}
