//! Real processes on loopback for fault tests: a Redis server of the test's own that can be
//! killed and started again, `stopa-worker` and `stopa-api` processes over the test's database,
//! each writing its log to one folder that a failed wait prints.
//!
//! They need `redis-server` on the `PATH` (ops/test installs it when missing) and the
//! workspace's binaries built (`cargo test --workspace`).

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::cli::binary;

/// A free loopback port (taken from the kernel, then released).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Whether something answers on a loopback port.
pub fn port_open(port: u16) -> bool {
    std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
}

/// Waits for `done`; on a timeout fails with the logs of the test's processes, which tell
/// what they did meanwhile.
pub async fn wait_until(
    what: &str,
    timeout: Duration,
    logs: &ProcessLogs,
    mut done: impl AsyncFnMut() -> bool,
) {
    let started = Instant::now();
    while started.elapsed() < timeout {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("timed out waiting for {what}\n{}", logs.dump());
}

/// The folder where every process of a test writes its log (`worker-N.log`, `api-N.log`).
pub struct ProcessLogs(tempfile::TempDir);

impl Default for ProcessLogs {
    fn default() -> Self {
        Self::new()
    }
}

impl ProcessLogs {
    pub fn new() -> Self {
        Self(tempfile::tempdir().unwrap())
    }

    /// A new log file of a process of `kind`.
    pub fn next_file(&self, kind: &str) -> std::fs::File {
        let count = std::fs::read_dir(self.0.path()).unwrap().count();
        std::fs::File::create(self.0.path().join(format!("{kind}-{count}.log"))).unwrap()
    }

    /// Every log, one after another.
    pub fn dump(&self) -> String {
        let mut names: Vec<PathBuf> = self.files();
        names.sort();
        names
            .iter()
            .map(|path| {
                format!(
                    "--- {} ---\n{}",
                    path.display(),
                    std::fs::read_to_string(path).unwrap_or_default()
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// How many lines of every log contain `text`.
    pub fn count(&self, text: &str) -> usize {
        self.lines_with(text).len()
    }

    /// The lines of every log that contain `text`.
    pub fn lines_with(&self, text: &str) -> Vec<String> {
        self.files()
            .iter()
            .flat_map(|path| {
                std::fs::read_to_string(path)
                    .unwrap_or_default()
                    .lines()
                    .filter(|line| line.contains(text))
                    .map(str::to_owned)
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    fn files(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.0.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .collect()
    }
}

/// A Redis server of the test's own.
pub struct Redis {
    pub port: u16,
    dir: tempfile::TempDir,
    append_only: bool,
    child: Option<Child>,
}

impl Redis {
    /// Starts one, keeping an append-only file when asked (as production does).
    pub async fn start(append_only: bool) -> Self {
        let mut redis = Self {
            port: free_port(),
            dir: tempfile::tempdir().unwrap(),
            append_only,
            child: None,
        };
        redis.restart().await;
        redis
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Kills the server at once (no shutdown save), as a crash or an OOM kill would.
    pub async fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().unwrap();
            child.wait().unwrap();
        }
        wait_for_port(self.port, false).await;
    }

    /// Kills the server and starts it again on the same port and folder.
    pub async fn restart(&mut self) {
        self.kill().await;
        let child = Command::new("redis-server")
            .args([
                "--port",
                &self.port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
            ])
            .args(["--appendonly", if self.append_only { "yes" } else { "no" }])
            .args(["--appendfsync", "everysec", "--dir"])
            .arg(self.dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("redis-server on the PATH");
        self.child = Some(child);
        wait_for_port(self.port, true).await;
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Waits until a port answers (`open`) or stops answering; panics after ten seconds.
pub async fn wait_for_port(port: u16, open: bool) {
    for _ in 0..200 {
        if port_open(port) == open {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "port {port} did not become {}",
        if open { "open" } else { "closed" }
    );
}

/// Where a worker's e-mails go.
pub enum Mail {
    /// Files in a folder (`stopa-job-{id}.eml`).
    Outbox(PathBuf),
    /// An SMTP server.
    Smtp(String),
}

/// A `stopa-worker` process with a short lease and sweep, so that faults heal in seconds.
pub struct Worker(Child);

impl Worker {
    pub fn start(
        database_url: &str,
        redis: &Redis,
        namespace: &str,
        mail: &Mail,
        logs: &ProcessLogs,
    ) -> Self {
        Self::start_with(database_url, redis, namespace, mail, logs, &[])
    }

    /// A worker with more settings (`STOPA_FIS_LISTS`, …).
    pub fn start_with(
        database_url: &str,
        redis: &Redis,
        namespace: &str,
        mail: &Mail,
        logs: &ProcessLogs,
        settings: &[(&str, &str)],
    ) -> Self {
        let mut command = Command::new(binary("stopa-worker"));
        command
            .env("DATABASE_URL", database_url)
            .env("REDIS_URL", redis.url())
            .env("STOPA_QUEUE_NAMESPACE", namespace)
            .env("STOPA_JOB_LEASE_SECONDS", "2")
            .env("STOPA_SWEEP_SECONDS", "1")
            .env("STOPA_STALE_JOB_SECONDS", "1")
            .env("STOPA_DATABASE_MAX_CONNECTIONS", "4")
            .env("RUST_LOG", "info,sqlx=warn")
            .env("NO_COLOR", "1")
            .env_remove("STOPA_SMTP_URL")
            .env_remove("STOPA_FIS_LISTS")
            .envs(settings.iter().copied())
            .stdout(Stdio::null())
            .stderr(logs.next_file("worker"));
        match mail {
            Mail::Outbox(dir) => command.env("STOPA_OUTBOX_DIR", dir),
            Mail::Smtp(url) => command.env("STOPA_SMTP_URL", url),
        };
        Self(command.spawn().unwrap())
    }

    /// Kills the process at once, in the middle of whatever it does.
    pub fn kill(mut self) {
        self.0.kill().unwrap();
        self.0.wait().unwrap();
    }

    /// Stops the process as an operator or a deployment does (SIGTERM), waiting for its end.
    pub fn stop(mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status();
        for _ in 0..100 {
            if self.0.try_wait().ok().flatten().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A `stopa-api` process over the test's database, listening on a port of its own.
pub struct Api {
    pub port: u16,
    child: Child,
}

impl Api {
    pub async fn start(
        database_url: &str,
        redis: &Redis,
        namespace: &str,
        logs: &ProcessLogs,
    ) -> Self {
        let port = free_port();
        let child = Command::new(binary("stopa-api"))
            .env("DATABASE_URL", database_url)
            .env("REDIS_URL", redis.url())
            .env("STOPA_QUEUE_NAMESPACE", namespace)
            .env("STOPA_LISTEN", format!("127.0.0.1:{port}"))
            .env("STOPA_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
            .env("STOPA_WEB_DIR", "/nonexistent-web-dist")
            .env("STOPA_DATABASE_MAX_CONNECTIONS", "4")
            .env("RUST_LOG", "info,sqlx=warn")
            .env("NO_COLOR", "1")
            .stdout(Stdio::null())
            .stderr(logs.next_file("api"))
            .spawn()
            .unwrap();
        wait_for_port(port, true).await;
        Self { port, child }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }
}

impl Drop for Api {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The e-mail files of an outbox, sorted.
pub fn delivered(outbox: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(outbox)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .filter(|name| {
                    Path::new(name)
                        .extension()
                        .is_some_and(|extension| extension.eq_ignore_ascii_case("eml"))
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}
