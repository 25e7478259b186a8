// A class's host constructors are its constructors in device code too: calling one there is
// an error, not an initialization the class does not have.
struct Counter {
    Counter(int start) : value(start) {}
    int value;
};

__global__ void k(int *out)
{
    Counter c(3);
    *out = c.value;
}

int main() { return 0; }
