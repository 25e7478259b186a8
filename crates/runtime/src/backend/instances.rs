//! Templated kernels instantiated on first launch, the same way on every backend.
//!
//! A loaded image starts as the module of its non-template kernels. When a launch names a
//! template instance (`(name, host template arguments)`), the image is lowered again with every
//! instance asked for so far, and the backend builds an extended module that keeps the old one's
//! variables (addresses and contents). Launches in flight keep the module they started with.

use super::KernelError;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

/// The device image → IR step, with the instances asked for; returns the module and the
/// instances' names in it. The one place that names the front end's entry point.
pub fn lower_image(
    image: &[u8],
    instances: &[(String, String)],
) -> Result<(ferrocuda_ir::Module, Vec<String>), String> {
    ferrocuda_frontend::compile::lower_image_with_instances(image, instances)
}

pub struct Instances<M> {
    image: Vec<u8>,
    state: RwLock<State<M>>,
    /// Kernels and instances that failed to compile or instantiate, with the reason.
    failed: Mutex<HashMap<String, String>>,
}

struct State<M> {
    module: Arc<M>,
    /// Every `(name, template arguments)` instantiated so far, in order.
    requested: Vec<(String, String)>,
    /// `(name, template arguments)` → the instance's kernel name in the module.
    names: HashMap<(String, String), String>,
}

impl<M> Instances<M> {
    pub fn new(image: &[u8], module: M) -> Self {
        Instances {
            image: image.to_vec(),
            state: RwLock::new(State {
                module: Arc::new(module),
                requested: Vec::new(),
                names: HashMap::new(),
            }),
            failed: Mutex::new(HashMap::new()),
        }
    }

    /// The current module.
    pub fn current(&self) -> Arc<M> {
        self.state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .module
            .clone()
    }

    /// The reason `kernel` failed before, if it did.
    pub fn failure(&self, kernel: &str) -> Option<String> {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(kernel)
            .cloned()
    }

    pub fn record_failure(&self, kernel: &str, message: &str) {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(kernel.to_string(), message.to_string());
    }

    /// The module holding kernel `name` (instantiated for `template_args`) and its name there;
    /// `extend` builds the module of a larger program from the current one.
    pub fn resolve(
        &self,
        name: &str,
        template_args: Option<&str>,
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) -> Result<(Arc<M>, String), KernelError> {
        let Some(targs) = template_args else {
            return Ok((self.current(), name.to_string()));
        };
        let key = (name.to_string(), targs.to_string());
        if let Some(n) = self
            .state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .names
            .get(&key)
        {
            return Ok((self.current(), n.clone()));
        }
        let failed_key = format!("{name}<{targs}>");
        if let Some(msg) = self.failure(&failed_key) {
            return Err(KernelError::Compile(msg));
        }
        let mut st = self.state.write().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = st.names.get(&key) {
            return Ok((st.module.clone(), n.clone()));
        }
        let mut requested = st.requested.clone();
        requested.push(key.clone());
        match lower_image(&self.image, &requested)
            .and_then(|(ir, names)| Ok((extend(ir, &st.module)?, names)))
        {
            Ok((module, names)) => {
                st.module = Arc::new(module);
                for (k, n) in requested.iter().cloned().zip(names) {
                    st.names.insert(k, n);
                }
                st.requested = requested;
                let n = st.names.get(&key).cloned().ok_or(KernelError::NotFound)?;
                Ok((st.module.clone(), n))
            }
            Err(msg) => {
                drop(st);
                self.record_failure(&failed_key, &msg);
                Err(KernelError::Compile(msg))
            }
        }
    }
}
