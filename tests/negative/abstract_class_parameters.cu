// No object of an abstract class is made, so a function cannot take one by value (a
// reference or a pointer to one is fine).
struct Shape {
    __device__ virtual float area() const = 0;
};
struct Square : Shape {
    float side;
    __device__ float area() const override { return side * side; }
};
__device__ float by_reference(const Shape& s) { return s.area(); }
__device__ float by_value(Shape s) { return 0.0f; }

__global__ void kernel(float* out) {
    Square sq;
    sq.side = 2.0f;
    out[0] = by_reference(sq);
    out[1] = by_value(sq);
}
