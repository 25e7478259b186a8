// A using-declaration in a member function's block hides the class's members of that name: a
// member `swap` that calls `swap` on its fields after `using util::swap;` calls that one (or a
// field type's own, found by argument-dependent lookup), not itself. (`std::swap` is a host
// function of the host's library before C++20.)
#include <cstdio>

namespace util {
template <class T>
__host__ __device__ void swap(T& a, T& b) {
    T t = a;
    a = b;
    b = t;
}
}  // namespace util

namespace geo {
struct Point {
    int x, y;
};
// Found by argument-dependent lookup: counts its calls.
__host__ __device__ void swap(Point& a, Point& b) {
    Point t = a;
    a = b;
    b = t;
    a.x += 1000;
}
}  // namespace geo

struct Segment {
    geo::Point from, to;
    int weight;
    __host__ __device__ void swap(Segment& other) {
        using util::swap;
        swap(from, other.from);
        swap(to, other.to);
        swap(weight, other.weight);
    }
};

__host__ __device__ void run(int* out) {
    Segment a{{1, 2}, {3, 4}, 5}, b{{6, 7}, {8, 9}, 10};
    a.swap(b);
    out[0] = a.from.x * 100 + a.from.y;
    out[1] = b.to.x * 100 + b.to.y;
    out[2] = a.weight * 100 + b.weight;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
