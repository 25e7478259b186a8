// corpus: member class templates of the same name in two classes, defined outside their classes, are two templates, and each names itself with other arguments inside its definition
#include <cstdio>

struct left {
    template <class T>
    class mapping;
};
struct right {
    template <class T>
    class mapping;
};

template <class T>
class left::mapping {
  public:
    T v;
    __host__ __device__ mapping(T a) : v(a) {}
    template <class U>
    __host__ __device__ mapping(const mapping<U>& o) : v((T)o.v + 1) {}
};

template <class T>
class right::mapping {
  public:
    T v;
    __host__ __device__ mapping(T a, T b) : v(a * b) {}
};

template <class T>
struct outer {
    template <class U>
    struct inner;
};

template <class T>
template <class U>
struct outer<T>::inner {
    U u;
    __host__ __device__ explicit inner(U x) : u(x) {}
    __host__ __device__ inner<U> twice() const { return inner<U>(u * 2); }
};

__global__ void kernel(int* out) {
    left::mapping<long> a(5);
    left::mapping<int> b(a);
    right::mapping<int> r(3, 5);
    outer<char>::inner<int> i(21);
    out[0] = b.v;
    out[1] = r.v;
    out[2] = i.twice().u;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    right::mapping<int> host(6, 7);
    printf("%d %d %d %d\n", out[0], out[1], out[2], host.v);
    return 0;
}
