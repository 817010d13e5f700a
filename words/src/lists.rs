//! Lists in running text: "Ada", "Ada and Bruno", "Ada, Bruno and Carla".

/// Joins `items` with commas and `and` (the language's word) before the last.
pub(crate) fn join(mut items: Vec<String>, and: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().expect("two items or more");
            format!("{} {and} {last}", items.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::join;

    #[test]
    fn lists_read_naturally() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(join(v(&[]), "and"), "");
        assert_eq!(join(v(&["Ada"]), "and"), "Ada");
        assert_eq!(join(v(&["Ada", "Bruno"]), "e"), "Ada e Bruno");
        assert_eq!(join(v(&["Ada", "Bruno", "Carla"]), "and"), "Ada, Bruno and Carla");
    }
}
