// A function template or a member function defined twice.
template <class T> __device__ T twice(T x) { return x + x; }
template <class T> __device__ T twice(T x) { return 2 * x; }

struct Counter {
    int n;
    __device__ int next();
};

__device__ int Counter::next() { return ++n; }
__device__ int Counter::next() { return n++; }

__global__ void k(int *p)
{
    Counter c{0};
    p[0] = twice(p[1]) + c.next();
}
