// A device-only virtual function stays declared on the host (the class keeps the device's
// layout), and a call of it that the host compiler makes directly is an error there.
#include <cstdio>

struct Shape {
    float side = 2.0f;
    __device__ virtual float area() const { return side * side; }
};

int main() {
    Shape s;
    printf("%zu %f\n", sizeof(Shape), s.area());
    return 0;
}
