// corpus: a lambda as the pattern of a pack expansion, the pack named only in its body (one
// function per element of the pack, as libcu++'s test support makes a thread table): each
// element's lambda is its own, called through a table of function pointers
#include <cstdio>

struct AddOne {
    int* out;
    __host__ __device__ void operator()() { out[0] += 1; }
};
struct AddTen {
    int* out;
    __host__ __device__ void operator()() { out[0] += 10; }
};
struct Double {
    int* out;
    __host__ __device__ void operator()() { out[0] *= 2; }
};

template <class... Fs>
__host__ __device__ int run_all(Fs... fs) {
    using call = void (*)(void*);
    call table[] = {[](void* data) { (*reinterpret_cast<Fs*>(data))(); }...};
    void* data[] = {reinterpret_cast<void*>(&fs)...};
    for (int i = 0; i < (int)sizeof...(Fs); ++i) table[i](data[i]);
    return (int)sizeof...(Fs);
}

__host__ __device__ void run(int* out) {
    out[0] = 0;
    out[1] = run_all(AddOne{out}, AddTen{out}, Double{out}, AddOne{out});
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[2];
    run(host);
    printf("%d after %d calls (host %d after %d)\n", out[0], out[1], host[0], host[1]);
    cudaFree(out);
    return 0;
}
