// A function body sees the namespace-scope names declared before it: a function or variable
// declared only later in the file is undefined there, in member functions defined in their
// class too. A declaration before the use (the definition after it) is enough.
__device__ int declared_first();
extern __device__ int counter_first;

struct Reader {
    __device__ int read() { return counter_later; }
    __device__ int both() { return declared_first() + counter_first; }
};

__device__ int early() { return helper_later(2); }

__global__ void k(int* out) {
    Reader r;
    out[0] = r.read() + r.both() + early();
}

__device__ int declared_first() { return 1; }
__device__ int counter_first = 2;
__device__ int counter_later = 3;
__device__ int helper_later(int x) { return x; }
