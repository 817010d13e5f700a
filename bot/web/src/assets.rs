//! The page's script, style and font, in the binary: a page asks nothing
//! of any other site.

/// The file named `name` under `/static/`, with its content type.
pub fn get(name: &str) -> Option<(&'static str, &'static [u8])> {
    match name {
        "app.js" => Some(("text/javascript; charset=utf-8", include_bytes!("../assets/app.js"))),
        "app.css" => Some(("text/css; charset=utf-8", include_bytes!("../assets/app.css"))),
        // The font the pictures are drawn with, so a board's text fits its boxes.
        "DejaVuSans.ttf" => Some(("font/ttf", include_bytes!("../../../pictures/fonts/DejaVuSans.ttf"))),
        "DejaVuSans-Bold.ttf" => Some(("font/ttf", include_bytes!("../../../pictures/fonts/DejaVuSans-Bold.ttf"))),
        _ => None,
    }
}
