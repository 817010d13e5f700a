//! The picture pool: threads of their own, at a lower priority, that draw
//! boards off the answers' path; a session's waiting board is replaced by
//! its newer one (see `pictures.rs` for the cache it fills).

use super::*;

/// What became of a picture asked of the pool.
#[derive(Debug)]
pub(super) enum Drawn {
    Picture(Arc<Png>),
    /// Drawing failed (logged).
    Failed,
    /// A newer board of the session was asked for (or drawn) before this
    /// one started: this one is never drawn.
    Superseded,
}

impl Drawn {
    pub(super) fn of(png: Option<Arc<Png>>) -> Drawn {
        png.map_or(Drawn::Failed, Drawn::Picture)
    }
}

pub(super) type Waiter = oneshot::Sender<Drawn>;

pub(super) fn superseded(waiters: Vec<Waiter>) {
    for waiter in waiters {
        let _ = waiter.send(Drawn::Superseded);
    }
}

/// A session's board not started yet, and whoever waits for it.
pub(super) struct Waiting {
    pub(super) job: Job,
    pub(super) waiters: Vec<Waiter>,
}

/// A place in the pool's line: a session's board (its job is in
/// [`Queue::waiting`], replaced in place by a newer one), or a picture for
/// one reader ([`uncached`]), never replaced.
pub(super) enum Ticket {
    Board(SessionId),
    Once(Box<Job>, Waiter),
}

/// What a pool thread took from the line.
pub(super) enum Started {
    /// Its waiters stay in [`Queue::drawing`], where a request for the
    /// same picture joins them.
    Board(Job),
    Once(Job, Waiter),
}

#[derive(Default)]
pub(super) struct Queue {
    pub(super) line: VecDeque<Ticket>,
    pub(super) waiting: HashMap<SessionId, Waiting>,
    /// The boards being drawn, at most one per session (so that none is
    /// finished after a newer one), with whoever waits for them.
    pub(super) drawing: HashMap<SessionId, (Key, Vec<Waiter>)>,
    pub(super) closed: bool,
}

impl Queue {
    /// The first ticket in line a thread may start: a session whose board
    /// is being drawn waits for it to finish.
    pub(super) fn take_startable(&mut self) -> Option<Ticket> {
        let drawing = &self.drawing;
        let at = self.line.iter().position(|t| !matches!(t, Ticket::Board(id) if drawing.contains_key(id)))?;
        let ticket = self.line.remove(at);
        self.measure();
        ticket
    }

    pub(super) fn measure(&self) {
        metrics::gauge!(PICTURE_QUEUE).set(self.line.len() as f64);
    }

    /// Gives up the board waiting longest: its board stays text, and its
    /// session's next change draws a picture again.
    pub(super) fn give_up_oldest(&mut self) {
        let waiting = &self.waiting;
        let Some(at) = self.line.iter().position(|t| matches!(t, Ticket::Board(id) if waiting.contains_key(id))) else {
            return;
        };
        if let Some(Ticket::Board(id)) = self.line.remove(at) {
            if let Some(w) = self.waiting.remove(&id) {
                superseded(w.waiters);
            }
        }
        self.measure();
    }
}

/// What the pool's threads share with it.
pub(super) struct Shared {
    pub(super) queue: Mutex<Queue>,
    /// Signalled when a job joins the line, a drawing ends (its session's
    /// next board may start) or the pool closes.
    pub(super) changed: Condvar,
    /// Where every drawn board goes, waited for or not.
    pub(super) cache: Arc<Mutex<Entries>>,
    pub(super) draw: Draw,
}

/// A fixed number of dedicated threads drawing pictures, lowered in
/// priority, in the order asked, a session's waiting board replaced by its
/// newer one. Dropped, it closes: its threads finish the picture in hand
/// and end; whoever still waits learns there is none.
pub struct PicturePool {
    pub(super) shared: Arc<Shared>,
    pub(super) threads: usize,
    /// The threads start with the first job: a `Data` built for a test, or
    /// replaced at start-up, costs none.
    pub(super) started: Once,
}

impl PicturePool {
    pub(super) fn new(threads: usize, draw: Draw, cache: Arc<Mutex<Entries>>) -> PicturePool {
        let shared = Shared { queue: Mutex::default(), changed: Condvar::new(), cache, draw };
        PicturePool { shared: Arc::new(shared), threads: threads.max(1), started: Once::new() }
    }

    /// One thread per core but one, for the answers; at least one, at most
    /// [`MOST_THREADS`].
    pub(super) fn default_threads() -> usize {
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        cores.saturating_sub(1).clamp(1, MOST_THREADS)
    }

    pub(super) fn start(&self) {
        self.started.call_once(|| {
            for i in 0..self.threads {
                let shared = self.shared.clone();
                let spawned = std::thread::Builder::new().name(format!("tavola-picture-{i}")).spawn(move || {
                    crate::background::lower_priority(NICE);
                    shared.work();
                });
                if let Err(e) = spawned {
                    tracing::error!(error = %e, "no thread to draw pictures");
                }
            }
        });
    }

    /// Asks for a session's board. Joins a request for the same picture
    /// not yet drawn; replaces the session's older board not yet started
    /// (its waiters learn it was superseded); is superseded at once by a
    /// newer board of the session waiting or being drawn.
    pub(super) fn board(&self, job: Job) -> oneshot::Receiver<Drawn> {
        self.start();
        let (tx, rx) = oneshot::channel();
        let mut queue = lock(&self.shared.queue);
        let id = job.session;
        if let Some((key, waiters)) = queue.drawing.get_mut(&id) {
            if *key == job.key {
                waiters.push(tx);
                return rx;
            }
            if key.version > job.key.version {
                let _ = tx.send(Drawn::Superseded);
                return rx;
            }
        }
        match queue.waiting.get_mut(&id) {
            Some(w) if w.job.key == job.key => w.waiters.push(tx),
            Some(w) if w.job.key.version > job.key.version => {
                let _ = tx.send(Drawn::Superseded);
            }
            // It keeps the older one's place in line.
            Some(w) => superseded(std::mem::replace(w, Waiting { job, waiters: vec![tx] }).waiters),
            None => {
                if queue.waiting.len() >= MOST_WAITING {
                    queue.give_up_oldest();
                }
                queue.waiting.insert(id, Waiting { job, waiters: vec![tx] });
                queue.line.push_back(Ticket::Board(id));
                queue.measure();
                drop(queue);
                self.shared.changed.notify_one();
            }
        }
        rx
    }

    /// Asks for a picture for one reader: drawn in its turn, never
    /// replaced, not cached; skipped if nobody waits for it any more when
    /// its turn comes.
    pub(super) fn once(&self, job: Job) -> oneshot::Receiver<Drawn> {
        self.start();
        let (tx, rx) = oneshot::channel();
        let mut queue = lock(&self.shared.queue);
        queue.line.push_back(Ticket::Once(Box::new(job), tx));
        queue.measure();
        drop(queue);
        self.shared.changed.notify_one();
        rx
    }
}

impl Drop for PicturePool {
    fn drop(&mut self) {
        lock(&self.shared.queue).closed = true;
        self.shared.changed.notify_all();
    }
}

impl Shared {
    /// A pool thread's life: draw what comes, until the pool closes.
    pub(super) fn work(&self) {
        while let Some(started) = self.next() {
            match started {
                Started::Board(job) => {
                    let png = self.draw(&job);
                    self.finish(&job, png);
                }
                Started::Once(job, waiter) => {
                    let _ = waiter.send(Drawn::of(self.draw(&job)));
                }
            }
        }
    }

    /// The next job to draw, waiting for one; `None` once the pool closed.
    pub(super) fn next(&self) -> Option<Started> {
        let mut queue = lock(&self.queue);
        loop {
            if queue.closed {
                return None;
            }
            match queue.take_startable() {
                Some(Ticket::Board(id)) => {
                    let Some(Waiting { job, waiters }) = queue.waiting.remove(&id) else { continue };
                    // A newer picture of the session was drawn meanwhile.
                    if lock(&self.cache).get(&id).is_some_and(|e| e.key.version > job.key.version) {
                        superseded(waiters);
                        continue;
                    }
                    queue.drawing.insert(id, (job.key, waiters));
                    return Some(Started::Board(job));
                }
                Some(Ticket::Once(_, waiter)) if waiter.is_closed() => {}
                Some(Ticket::Once(job, waiter)) => return Some(Started::Once(*job, waiter)),
                None => queue = self.changed.wait(queue).unwrap_or_else(PoisonError::into_inner),
            }
        }
    }

    /// Draws `job`; a failure (or a panic) is logged and gives `None`.
    pub(super) fn draw(&self, job: &Job) -> Option<Arc<Png>> {
        let started = Instant::now();
        let drawn = std::panic::catch_unwind(AssertUnwindSafe(|| (self.draw)(job)));
        metrics::histogram!(PICTURE_SECONDS).record(started.elapsed().as_secs_f64());
        let (session, version) = (job.session, job.key.version);
        match drawn {
            Ok(Ok(png)) => Some(Arc::new(png)),
            Ok(Err(e)) => {
                tracing::warn!(session, version, error = %e, "board picture failed; text board instead");
                None
            }
            Err(_) => {
                tracing::warn!(session, version, "board picture panicked; text board instead");
                None
            }
        }
    }

    /// Caches a drawn board, whoever still waits for it, and answers them.
    pub(super) fn finish(&self, job: &Job, png: Option<Arc<Png>>) {
        let waiters = {
            let mut queue = lock(&self.queue);
            lock(&self.cache).insert(job.session, job.key, png.clone());
            queue.drawing.remove(&job.session).map(|(_, waiters)| waiters).unwrap_or_default()
        };
        self.changed.notify_all();
        for waiter in waiters {
            let _ = waiter.send(Drawn::of(png.clone()));
        }
    }
}
