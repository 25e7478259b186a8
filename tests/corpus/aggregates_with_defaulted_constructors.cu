// corpus: before C++20, a class whose constructors are all defaulted or deleted where declared
// is an aggregate: a braced list initializes its members (and brace elision reaches into it)
#include <cstdio>
#include <type_traits>

struct Point {
    Point() = default;
    int x;
    int y;
};
struct NoDefault {
    NoDefault() = delete;
    int a;
};
struct Provided {
    __host__ __device__ Provided() : x(9) {}
    int x;
};
struct Line {
    Point from, to;
};

__host__ __device__ void aggregates(const char* side) {
    Point p{5, 6};
    Point zero{};
    Point partial = {7};
    NoDefault n{3};
    Line line{1, 2, 3, 4};
    Provided q{};
    printf("%s: %d %d %d %d %d %d %d %d %d | %d %d %d\n", side, p.x, p.y, zero.x, partial.x,
           partial.y, n.a, line.to.x, line.to.y, q.x, (int)std::is_aggregate<Point>::value,
           (int)std::is_aggregate<NoDefault>::value, (int)std::is_aggregate<Provided>::value);
}

__global__ void kernel() { aggregates("device"); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    aggregates("host");
    return 0;
}
