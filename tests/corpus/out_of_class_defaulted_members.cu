// corpus: special members defaulted outside their class (S::S(const S&) = default;), in a class and a class template; a class defaulting both assignments moves its members in the move; out-of-class copy and move constructors each run their own body
#include <cstdio>

struct Tracked {
    int how = 0;  // 1 copied, 2 moved, 3 copy-assigned, 4 move-assigned
    __host__ __device__ Tracked() {}
    __host__ __device__ Tracked(const Tracked&) : how(1) {}
    __host__ __device__ Tracked(Tracked&&) : how(2) {}
    __host__ __device__ Tracked& operator=(const Tracked&) { how = 3; return *this; }
    __host__ __device__ Tracked& operator=(Tracked&&) { how = 4; return *this; }
};

struct Outside {
    int v = 5;
    Tracked t;
    __host__ __device__ Outside();
    __host__ __device__ Outside(const Outside&);
    __host__ __device__ Outside(Outside&&);
    __host__ __device__ Outside& operator=(const Outside&);
    __host__ __device__ Outside& operator=(Outside&&);
    __host__ __device__ ~Outside();
};
__host__ __device__ Outside::Outside() = default;
__host__ __device__ Outside::Outside(const Outside&) = default;
__host__ __device__ Outside::Outside(Outside&&) = default;
__host__ __device__ Outside& Outside::operator=(const Outside&) = default;
__host__ __device__ Outside& Outside::operator=(Outside&&) = default;
__host__ __device__ Outside::~Outside() = default;

template <class T> struct Box {
    T value;
    Tracked t;
    __host__ __device__ Box(T v) : value(v) {}
    __host__ __device__ Box(const Box&);
    __host__ __device__ Box& operator=(Box&&);
};
template <class T> __host__ __device__ Box<T>::Box(const Box&) = default;
template <class T> __host__ __device__ Box<T>& Box<T>::operator=(Box&&) = default;

struct Inside {  // both assignments defaulted where declared
    Tracked t;
    __host__ __device__ Inside& operator=(const Inside&) = default;
    __host__ __device__ Inside& operator=(Inside&&) = default;
};

struct Bodies {  // copy and move constructors defined outside, each with its body
    int from;
    __host__ __device__ Bodies() : from(0) {}
    __host__ __device__ Bodies(const Bodies&);
    __host__ __device__ Bodies(Bodies&&);
};
__host__ __device__ Bodies::Bodies(const Bodies&) : from(10) {}
__host__ __device__ Bodies::Bodies(Bodies&&) : from(20) {}

__host__ __device__ void run(int* out)
{
    Outside a, b;
    b.v = 7;
    a = b;
    out[0] = a.v * 10 + a.t.how;
    Outside c(a);
    out[1] = c.v * 10 + c.t.how;
    Outside d(static_cast<Outside&&>(c));
    out[2] = d.v * 10 + d.t.how;
    a = static_cast<Outside&&>(d);
    out[3] = a.v * 10 + a.t.how;
    Box<int> x(3), y(x);
    out[4] = y.value * 10 + y.t.how;
    x = Box<int>(9);
    out[5] = x.value * 10 + x.t.how;
    Inside i, j;
    i = static_cast<Inside&&>(j);
    out[6] = i.t.how;
    i = j;
    out[7] = i.t.how;
    Bodies p, q(p), r(static_cast<Bodies&&>(p));
    out[8] = q.from + r.from * 100;
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    const int n = 9;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %d host %d\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
