// corpus: a `volatile` class object passed for a `const T&` of another type converts through
// its `const volatile` conversion function, the reference binding the temporary it makes (as
// `volatile cuda::std::atomic<T>` compares with a `T`), where a plain object takes the `const`
// one
#include <cstdio>

struct Value {
    int i;
    friend __host__ __device__ bool operator==(const Value& a, const Value& b) { return a.i == b.i; }
};

struct Cell {
    int stored;
    __host__ __device__ operator Value() const volatile { return Value{stored + 100}; }
    __host__ __device__ operator Value() const { return Value{stored}; }
};

__host__ __device__ int read(const Value& v) { return v.i; }

__host__ __device__ void run(int* out) {
    Cell cell{3};
    volatile Cell& shared = cell;
    out[0] = cell == Value{3};
    out[1] = shared == Value{103};
    out[2] = read(shared);
    out[3] = read(cell);
    Value copied = shared;
    out[4] = copied.i;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int i = 0; i < 5; ++i) printf("%d: %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
