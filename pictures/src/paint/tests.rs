use resvg::{tiny_skia, usvg};
use tavola_engine::GameKind;
use tavola_words::{Lang, Words};

use super::*;
use crate::chances::{chances_svg, ChanceSeries};
use crate::scores::{scores_svg, ScoreSeries};
use crate::tests::{names, positions};
use crate::{board_svg, details_svg, labels};

const HEADER: &str =
    r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="8" viewBox="0 0 10 8" font-family="DejaVu Sans">"#;

fn document(body: &str) -> String {
    format!("{HEADER}\n{body}\n</svg>\n")
}

/// The document painted on a transparent canvas, as `[r, g, b, a]` pixels.
fn painted(svg: &str) -> Vec<[u8; 4]> {
    let drawing = Drawing::parse(svg).expect("the writer's form");
    let mut pixels = vec![0u32; drawing.width as usize * drawing.height as usize];
    drawing.paint(&mut pixels);
    pixels.iter().map(|p| p.to_ne_bytes()).collect()
}

/// The same document drawn by usvg and resvg.
fn by_resvg(svg: &str) -> Vec<[u8; 4]> {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("a document");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a canvas");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.pixels().iter().map(|p| [p.red(), p.green(), p.blue(), p.alpha()]).collect()
}

const RED: [u8; 4] = [255, 0, 0, 255];
const CLEAR: [u8; 4] = [0, 0, 0, 0];

#[test]
fn a_rectangle_on_whole_pixels_is_painted_exactly() {
    let pixels = painted(&document(r##"<rect x="2" y="3" width="4" height="2" fill="#ff0000"/>"##));
    for y in 0..8 {
        for x in 0..10 {
            let inside = (2..6).contains(&x) && (3..5).contains(&y);
            assert_eq!(pixels[y * 10 + x], if inside { RED } else { CLEAR }, "({x}, {y})");
        }
    }
}

/// An edge across a pixel covers the share of it that lies inside.
#[test]
fn an_edge_across_a_pixel_paints_its_share() {
    let pixels = painted(&document(r##"<rect x="2.5" y="0" width="2.25" height="8" fill="#ff0000"/>"##));
    let row: Vec<u8> = pixels[10..20].iter().map(|p| p[3]).collect();
    assert_eq!(row, [0, 0, 128, 255, 191, 0, 0, 0, 0, 0]);
}

/// A frame is the ring around the outline, half its width either side: a
/// frame without fill leaves the inside as it was.
#[test]
fn a_frame_is_a_ring_on_the_outline() {
    let pixels = painted(&document(
        r##"<rect x="2" y="2" width="6" height="4" fill="none" stroke="#ff0000" stroke-width="2.0"/>"##,
    ));
    let at = |x: usize, y: usize| pixels[y * 10 + x];
    assert_eq!(at(1, 1), RED, "the ring's outer corner (a mitred corner is square)");
    assert_eq!(at(2, 3), RED);
    assert_eq!(at(3, 3), CLEAR, "inside the ring");
    assert_eq!(at(8, 4), RED);
    assert_eq!(at(9, 4), CLEAR, "outside the ring");
    assert_eq!(at(0, 0), CLEAR);
}

/// A circle's pixels add up to its area.
#[test]
fn a_circle_covers_its_area() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="31.3" cy="32.6" r="19.0" fill="#ff0000"/>
</svg>
"##;
    let covered: f64 = painted(svg).iter().map(|p| f64::from(p[3]) / 255.0).sum();
    let area = std::f64::consts::PI * 19.0 * 19.0;
    assert!((covered - area).abs() < area * 0.002, "{covered} against {area}");
}

/// A dashed level line: ten pixels drawn, eight left, from its start.
#[test]
fn a_dashed_line_draws_its_dashes_from_its_start() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="4" viewBox="0 0 40 4">
<line x1="1.0" y1="2.0" x2="39.0" y2="2.0" stroke="#ff0000" stroke-width="2.0" stroke-dasharray="10 8"/>
</svg>
"##;
    let drawn: Vec<usize> = (0..40).filter(|&x| painted(svg)[40 + x] == RED).collect();
    let expected: Vec<usize> = (1..11).chain(19..29).chain(37..39).collect();
    assert_eq!(drawn, expected);
}

/// Anything but the writer's own form goes to usvg, which knows all of
/// SVG.
#[test]
fn other_documents_are_left_to_usvg() {
    for body in [
        r##"<g><rect x="1" y="1" width="2" height="2" fill="#ff0000"/></g>"##,
        r##"<rect x="1" y="1" width="2" height="2" fill="red"/>"##,
        r##"<rect x="1" y="1" width="2" height="2" fill="#f00"/>"##,
        r##"<rect x="1" y="1" width="2" height="2" fill="#ff0000" opacity="0.5"/>"##,
        r##"<path d="M 1 1 L 2 2" stroke="#ff0000"/>"##,
        r##"<line x1="0" y1="1" x2="9" y2="1" stroke="#ff0000" stroke-dasharray="1 2 3"/>"##,
        r##"<rect x="1" y="1" width="2" height="2" fill="#ff0000">"##,
    ] {
        assert_eq!(Drawing::parse(&document(body)), None, "{body}");
    }
    let scaled = r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="8" viewBox="0 0 20 16">
</svg>
"#;
    assert_eq!(Drawing::parse(scaled), None);
    assert_eq!(Drawing::parse(&format!("{HEADER}\n")), None, "never closed");
    let detail = r##"<g class="tv-detail" tabindex="0" data-detail="Ada&#10;7"><title>Ada&#10;7</title>"##;
    let rect = r##"<rect x="1" y="1" width="2" height="2" fill="#ff0000"/>"##;
    assert_eq!(
        Drawing::parse(&document(&format!("{detail}\n{rect}\n</g>"))),
        Drawing::parse(&document(rect)),
        "a web page's detail draws nothing"
    );
    assert_eq!(Drawing::parse(&document(&format!("{detail}\n{rect}"))), None, "a detail never closed");
    assert!(Drawing::parse(&document(r##"<rect x="1" y="1" width="2" height="2" fill="#ff0000"/>"##)).is_some());
}

/// How two pictures of the same size differ, pixel by pixel: the share of
/// pixels off by more than a shade (16 of 255 in any channel), by more
/// than a quarter (64), and the mean difference.
fn difference(ours: &[[u8; 4]], theirs: &[[u8; 4]]) -> (f64, f64, f64) {
    assert_eq!(ours.len(), theirs.len());
    let worst: Vec<u8> =
        ours.iter().zip(theirs).map(|(a, b)| (0..4).map(|k| a[k].abs_diff(b[k])).max().unwrap()).collect();
    let share = |over: u8| worst.iter().filter(|&&d| d > over).count() as f64 / worst.len() as f64;
    let mean = worst.iter().map(|&d| f64::from(d)).sum::<f64>() / worst.len() as f64;
    (share(16), share(64), mean)
}

/// Every board, details picture and chart is in the writer's form, and the
/// painter draws it as resvg does but for a shade along edges: tiny-skia
/// counts an edge pixel's share on a grid of 4 x 4 points, so its shades
/// are rounded to sixteenths, where the painter takes the share from the
/// distance to the edge (up to an eighth of the contrast apart, 32 shades
/// of ink on paper). Seen 2026-11-30 over 118 documents: at most 2.1 % of
/// a picture's pixels off by more than 16 shades, 0.0006 % by more than
/// 64, a mean of 0.7 shades.
#[test]
fn the_painter_draws_what_resvg_draws() {
    let words = Words::embedded();
    let mut documents = Vec::new();
    for &kind in GameKind::ALL {
        for (context, players, game) in positions(kind, 3) {
            documents.push((context.clone(), board_svg(&game, &names(players), Lang::It, &words)));
            if let Some(details) = details_svg(&game, &names(players), Lang::En, &words) {
                documents.push((format!("{context} details"), details));
            }
        }
        let scores =
            ScoreSeries { kind, rounds: vec![1, 2, 3, 4], scores: vec![vec![0, 5, 9, 20], vec![2, 3, 12, 18]] };
        documents.push((format!("{} scores", kind.id()), scores_svg(&scores, &names(2), Lang::En, &words)));
        let win = vec![vec![0.5, 0.5], vec![0.6, 0.4], vec![0.2, 0.8], vec![0.0, 1.0]];
        let chances = ChanceSeries { kind, win, rounds: vec![1, 1, 2, 3], turning: vec![3] };
        documents.push((format!("{} chances", kind.id()), chances_svg(&chances, &names(2), Lang::En, &words)));
    }
    let mut worst = (0.0f64, 0.0f64, 0.0f64);
    for (context, svg) in &documents {
        let (shapes, _) = labels::split(svg);
        let odd = shapes.lines().skip(1).find(|l| *l != "</svg>" && Shape::parse(l).is_none());
        assert!(Drawing::parse(&shapes).is_some(), "{context}: not in the writer's form: {odd:?}");
        let (shade, quarter, mean) = difference(&painted(&shapes), &by_resvg(&shapes));
        assert!(shade < 0.03 && quarter < 0.0001 && mean < 1.0, "{context}: {shade} {quarter} {mean}");
        worst = (worst.0.max(shade), worst.1.max(quarter), worst.2.max(mean));
    }
    eprintln!(
        "{} documents; worst: {:.4} % off by a shade, {:.4} % by a quarter, mean {:.3}",
        documents.len(),
        worst.0 * 100.0,
        worst.1 * 100.0,
        worst.2
    );
}
