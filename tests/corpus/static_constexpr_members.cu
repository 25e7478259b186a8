// Constant static members that are not numbers, used in device code as nvcc allows: a pointer
// to a string literal (named through CRTP), a member of a constexpr class object, in plain
// classes and class templates.
#include <cstdio>

template <class Derived> struct Shape {
    __device__ const char *name() const { return Derived::kName; }
    __device__ float area() const { return static_cast<const Derived *>(this)->area_impl(); }
};

struct Square : Shape<Square> {
    static constexpr const char *kName = "square";
    float side;
    __device__ float area_impl() const { return side * side; }
};

struct Circle : Shape<Circle> {
    static constexpr const char *kName = "circle";
    float radius;
    __device__ float area_impl() const { return 3.14159265f * radius * radius; }
};

struct Point {
    int x, y;
};

struct Grid {
    static constexpr Point origin{3, -2};
    static constexpr int size = 3;
};

template <class T> struct Table {
    static constexpr Point corner{sizeof(T), -1};
    static constexpr const char *label = "table";
};

template <class S> __device__ void show(const S &s) { printf("%s %.4f\n", s.name(), s.area()); }

__global__ void kernel() {
    Square sq;
    sq.side = 3;
    Circle c;
    c.radius = 2;
    show(sq);
    show(c);
    printf("origin %d %d, size %d\n", Grid::origin.x, Grid::origin.y, Grid::size);
    printf("%s %d %d\n", Table<float>::label, Table<double>::corner.x, Table<char>::corner.y);
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
