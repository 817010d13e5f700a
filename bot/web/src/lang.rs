//! The reader's language, from the browser's `Accept-Language`: the first
//! one Tavola speaks, by the browser's order of preference; else English.

use tavola_table::Lang;

/// The language a header asks for, e.g. `it-IT,it;q=0.9,en;q=0.8`.
pub fn from_accept_language(header: Option<&str>) -> Lang {
    let Some(header) = header else { return Lang::En };
    let mut wanted: Vec<(f32, usize, Lang)> = header
        .split(',')
        .enumerate()
        .filter_map(|(order, part)| {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next()?.trim();
            let q =
                pieces.find_map(|p| p.trim().strip_prefix("q=")).map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
            Lang::from_code(&primary).filter(|_| q > 0.0).map(|lang| (q, order, lang))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted.first().map_or(Lang::En, |w| w.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_first_known_language_wins() {
        assert_eq!(from_accept_language(None), Lang::En);
        assert_eq!(from_accept_language(Some("it-IT,it;q=0.9,en;q=0.8")), Lang::It);
        assert_eq!(from_accept_language(Some("fr-FR,de;q=0.7,it;q=0.5")), Lang::De);
        assert_eq!(from_accept_language(Some("en;q=0.2, it;q=0.8")), Lang::It);
        assert_eq!(from_accept_language(Some("it;q=0, de")), Lang::De);
        assert_eq!(from_accept_language(Some("ja, zz;q=x")), Lang::En);
    }
}
