// corpus: what the device pass sees of code written for both passes: a `__host__ __device__`
// function keeping its object in `__shared__` memory under `#ifdef __CUDA_ARCH__` and in a
// `static` one on the host (libcu++'s test support does this); a `constexpr auto` local whose
// initializer names another local's type (`static_cast<decltype(t)>`); and the host's
// `sem_t` and `pthread_mutex_t` with the host's sizes in device code, which lays out a class
// holding one as the host does
#include <cstdio>
#include <pthread.h>
#include <semaphore.h>

template <class T>
__host__ __device__ T& slot() {
#ifdef __CUDA_ARCH__
    __shared__
#else
    static
#endif
    T storage;
    return storage;
}

template <class T>
__host__ __device__ unsigned widen(T x) { return static_cast<unsigned char>(x); }

template <class T>
__host__ __device__ int low_bits(T v) {
    auto t = widen(v);
    constexpr auto mask = static_cast<decltype(t)>((1u << (8 * sizeof(T))) - 1);
    return static_cast<int>(t & mask);
}

struct Locked {
    sem_t sem;
    pthread_mutex_t mutex;
    int value;
};

__host__ __device__ void run(int* out) {
    slot<int>() = 41;
    slot<int>() += 1;
    out[0] = slot<int>();
    out[1] = low_bits<char>(-1);
    out[2] = (int)sizeof(sem_t);
    out[3] = (int)__builtin_offsetof(Locked, value);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    for (int i = 0; i < 4; ++i) printf("%d: %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
