use super::*;

#[test]
fn no_text_size_is_below_the_minimum_and_glance_is_33_or_more() {
    for size in Size::ALL {
        assert!(size.px() >= MIN_TEXT_PX, "{size:?}");
    }
    const { assert!(GLANCE_PX >= 33) };
    const { assert!(WIDTH <= 2 * MIN_HEIGHT && 3 * WIDTH >= 4 * MAX_HEIGHT) };
}

#[test]
fn text_is_escaped_and_pictographs_dropped() {
    assert_eq!(escape("<Ada & \"Bo\">"), "&lt;Ada &amp; &quot;Bo&quot;&gt;");
    assert_eq!(escape("🔴 Anna ♛"), " Anna ♛");
}

#[test]
fn every_seat_has_its_own_shape_and_colour() {
    let shapes: std::collections::BTreeSet<Shape> = SEATS.iter().map(|s| s.shape).collect();
    let fills: std::collections::BTreeSet<&str> = SEATS.iter().map(|s| s.fill).collect();
    assert_eq!((shapes.len(), fills.len()), (8, 8));
}

fn labels(names: &[&str]) -> Vec<String> {
    marks(&names.iter().map(|s| s.to_string()).collect::<Vec<_>>()).into_iter().map(|m| m.label).collect()
}

#[test]
fn markers_carry_initials_not_colours() {
    assert_eq!(labels(&["Ada", "bruno", "🔴 Carla"]), ["A", "B", "C"]);
    assert_eq!(labels(&["Ada", "Anna", "Bruno"]), ["A1", "A2", "B"]);
    assert_eq!(labels(&["Player 1", "Player 2", "Player 3"]), ["1", "2", "3"]);
    assert_eq!(labels(&["Giocatore 1", "Giocatore 2"]), ["1", "2"]);
    assert_eq!(labels(&["🔴", "Bo"]), ["1", "B"]);
}

#[test]
fn names_are_fitted_with_an_ellipsis() {
    let long = "Elena Bartholomew-Smith";
    let fitted = fit(long, Size::Body, true, 150.0);
    assert!(fitted.ends_with('…') && Size::Body.bold_width_of(&fitted) <= 150.0, "{fitted}");
    assert_eq!(fit(" Ada ", Size::Body, true, 150.0), "Ada");
}

#[test]
fn a_document_is_landscape_and_texts_name_their_box() {
    let mut svg = Svg::new();
    svg.text(10.0, 40.0, Size::Big, Anchor::Start, INK, "Round 3");
    svg.enter(Rect::new(0.0, 0.0, 100.5, 50.0));
    svg.text(10.0, 40.0, Size::Body, Anchor::Start, INK, "in");
    svg.leave();
    assert_eq!(svg.sizes(), &[28, 24]);
    let doc = svg.finish(800);
    assert!(doc.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800""#), "{doc}");
    assert!(doc.contains(r#"<text id="t1" x="10.0""#), "{doc}");
    assert!(doc.contains(r#"<text id="t2_0_0_101_50" x="10.0""#), "{doc}");
    assert!(doc.contains(">Round 3</text>"));
}

#[test]
fn a_detail_wraps_its_part_only_when_details_are_on() {
    let draw = |details: bool| {
        let mut svg = Svg::new();
        svg.set_details(details);
        svg.open_detail(|| "Ada's <palaces>\n1) 2 floors:  \"monk\"".to_owned());
        svg.rect(1.0, 2.0, 3.0, 4.0, PANEL, None);
        svg.close_detail();
        svg.finish(800)
    };
    let (plain, detailed) = (draw(false), draw(true));
    assert!(!plain.contains("<g") && !plain.contains("<title"), "{plain}");
    let text = "Ada&#39;s &lt;palaces&gt;&#10;1) 2 floors: &quot;monk&quot;";
    let open = format!("<g class=\"tv-detail\" tabindex=\"0\" data-detail=\"{text}\"><title>{text}</title>\n");
    assert_eq!(detailed.replace(&open, "").replace("</g>\n", ""), plain);
    assert!(detailed.contains(&format!("{open}<rect x=\"1.0\"")), "{detailed}");
}
