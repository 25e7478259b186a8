//! Which loads and stores the front end marks `volatile`: those of objects declared so, reached
//! by name, member, element, through a pointer to `volatile` or a cast to one, and no others.

mod common;

use ferrocuda_frontend::compile::{compile_source_to_ir, with_front_end_stack};
use ferrocuda_ir::Inst;

const SOURCE: &str = r#"
struct Flag {
    int plain;
    volatile int ready;
    volatile int *slot;
};
template <class T> struct Box { T value; int other; };
typedef volatile unsigned int vuint;
__device__ volatile int g_flag;
__device__ int g_plain;

__global__ void k(volatile int *v, int *p, Flag *f, Box<volatile float> *b, int n)
{
    __shared__ volatile int s[4][4];
    vuint counter = 0;
    volatile int *w = v + 1;
    int sum = v[n];            // volatile
    sum += p[n];               // plain
    sum += *(volatile int *)p; // volatile
    sum += f->ready;           // volatile
    sum += f->plain;           // plain (and f->slot's own load below)
    sum += f->slot[1];         // volatile
    sum += g_flag;             // volatile
    sum += g_plain;            // plain
    sum += (int)b->value;      // volatile
    sum += b->other;           // plain
    sum += *w;                 // volatile
    s[1][2] = 1;               // volatile store
    counter = 2;               // volatile store
    sum += s[1][1] + counter;  // 2 volatile
    p[0] = sum;                // plain store
}
"#;

#[test]
fn volatile_accesses_are_marked_and_others_are_not() {
    let opts = common::toolkit_options();
    let module = with_front_end_stack(move || compile_source_to_ir("volatile.cu", SOURCE, &opts))
        .unwrap_or_else(|e| panic!("{e}"));
    let kernel = module.functions.iter().find(|f| f.name == "k").unwrap();
    let (mut loads, mut stores) = (0, 0);
    for inst in kernel.blocks.iter().flat_map(|b| &b.insts) {
        match inst {
            Inst::Load { volatile: true, .. } => loads += 1,
            Inst::Store { volatile: true, .. } => stores += 1,
            _ => {}
        }
    }
    assert_eq!((loads, stores), (9, 3), "{kernel}");
}
